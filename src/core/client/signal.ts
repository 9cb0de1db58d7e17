/**
 * One signal that aborts when any of `signals` does. `AbortSignal.any` where the runtime has it
 * (Node 20.3+, browsers since 2023/24); a listener-based fallback elsewhere.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals as AbortSignal[])
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), {
      once: true,
      signal: controller.signal,
    })
  }
  return controller.signal
}
