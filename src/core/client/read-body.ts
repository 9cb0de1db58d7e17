/**
 * The largest response body the client reads, in bytes: 8 MiB, far above any API answer (a quote
 * of 30 flows, a receipt of hundreds of ops stay under 1 MiB). Past it the call fails with
 * `UnexpectedResponseError` and the rest is never downloaded, so a broken or hostile service
 * cannot fill the page's memory.
 */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024

/** The body as text, or `undefined` once it passes `limit` bytes (then the rest is not read). */
export async function readBody(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel().catch(() => {})
    return undefined
  }
  // Some fetch polyfills give no stream: read it whole, then judge it.
  if (!response.body) {
    const text = await response.text()
    return text.length > limit ? undefined : text
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}
