import { afterEach, describe, expect, it } from 'vitest'
import { anySignal } from '../../../src/core/client/signal.js'

// Browsers before 2024 lack AbortSignal.any; the fallback must behave the same.
describe('anySignal without AbortSignal.any', () => {
  const native = AbortSignal.any
  afterEach(() => {
    AbortSignal.any = native
  })

  it('aborts with the reason of whichever signal aborts first', () => {
    // @ts-expect-error: simulating a runtime without AbortSignal.any
    AbortSignal.any = undefined
    const a = new AbortController()
    const b = new AbortController()
    const combined = anySignal([a.signal, b.signal])
    expect(combined.aborted).toBe(false)
    b.abort('second')
    a.abort('first')
    expect(combined.aborted).toBe(true)
    expect(combined.reason).toBe('second')
  })

  it('is aborted at once when a signal already is', () => {
    // @ts-expect-error: simulating a runtime without AbortSignal.any
    AbortSignal.any = undefined
    const combined = anySignal([new AbortController().signal, AbortSignal.abort('done')])
    expect(combined.aborted).toBe(true)
    expect(combined.reason).toBe('done')
  })
})
