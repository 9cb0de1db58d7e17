// Tracking a supertxHash on its own (useSupertxReceipt, <SupertxTracker supertxHash>: a page that
// only has a hash from a link or the history) when the service fails, against a real HTTP server on
// 127.0.0.1. Same budget as the supertransaction's tracking: a read that fails is retried with
// backoff and said so, a run of failures ends in a typed error with a retry that works, never a
// spinner that spins forever.
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../fixtures/harness/live-region.js'
import {
  type Answer,
  serviceUnavailable,
  setupScriptedServer,
  supertxHashNotFound,
} from '../../fixtures/harness/scripted-server.js'
import { receiptBody } from '../../fixtures/verifiable-quotes.js'
import {
  ReceiptUnavailableError,
  SupertxNotFoundError,
} from '../../src/core/errors/supertransaction.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'
import { useSupertxReceipt } from '../../src/react/hooks/useSupertxReceipt.js'
import { describeError } from '../../src/react/i18n/describe-error.js'
import { setup } from './support/setup.js'

const server = setupScriptedServer()
const supertxHash = `0x${'cd'.repeat(32)}` as const
const route = `GET /v1/explorer/${supertxHash}`
const success = (): Answer => ({ json: receiptBody(supertxHash, 'success') })

/** Answers `down` until `up()` is called, then `then`. */
function switchable(down: () => Answer, then: () => Answer) {
  let isUp = false
  server.on(route, () => (isUp ? then() : down()))
  return () => {
    isUp = true
  }
}

describe('useSupertxReceipt against a failing service', () => {
  it('retries 503s with backoff, says so in `retrying`, then reads the receipt', async () => {
    const up = switchable(serviceUnavailable, success)
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    const { result } = renderHook(() => useSupertxReceipt({ supertxHash }), { wrapper })
    await waitFor(() => expect(result.current.retrying?.attempt ?? 0).toBeGreaterThanOrEqual(2))
    expect(result.current.error).toBeNull()
    expect(result.current.isFetching).toBe(true)
    up()
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    expect(result.current.retrying).toBeUndefined()
    expect(result.current.error).toBeNull()
  })

  it('an API that stays down ends in ReceiptUnavailableError; refetch tracks again', async () => {
    const up = switchable(serviceUnavailable, success)
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    const { result } = renderHook(
      () => useSupertxReceipt({ supertxHash, unavailableTimeoutMs: 200 }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ReceiptUnavailableError))
    expect(result.current.isFetching).toBe(false)
    expect(result.current.retrying).toBeUndefined()
    const reads = server.count(route)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(server.count(route)).toBe(reads)
    up()
    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    expect(result.current.error).toBeNull()
  })

  it('a hash the service does not know ends in SupertxNotFoundError, saying the hash may be wrong', async () => {
    server.on(route, supertxHashNotFound())
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    const { result } = renderHook(
      () => useSupertxReceipt({ supertxHash, notFoundTimeoutMs: 200 }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.error).toBeInstanceOf(SupertxNotFoundError))
    expect(server.count(route)).toBeGreaterThan(1)
    expect(describeError(result.current.error)).toMatch(/knows no supertransaction with this hash/)
  })

  it('reads a pending receipt, keeps it while the connection drops, then sees it land', async () => {
    let phase: 'pending' | 'drop' | 'success' = 'pending'
    server.on(route, (): Answer => {
      if (phase === 'drop') return { drop: true }
      return { json: receiptBody(supertxHash, phase) }
    })
    const { wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    const { result } = renderHook(() => useSupertxReceipt({ supertxHash }), { wrapper })
    await waitFor(() => expect(result.current.data?.status).toBe('pending'))
    phase = 'drop'
    await waitFor(() => expect(result.current.retrying?.attempt ?? 0).toBeGreaterThanOrEqual(2))
    expect(result.current.data?.status).toBe('pending')
    expect(result.current.error).toBeNull()
    phase = 'success'
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    expect(result.current.retrying).toBeUndefined()
  })
})

describe('<SupertxTracker supertxHash> against a failing service', () => {
  it('says in its live region that it is trying again, then shows the receipt', async () => {
    const up = switchable(serviceUnavailable, success)
    const { wrapper: Wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} />
      </Wrapper>,
    )
    await waitFor(() =>
      expect(getLiveRegion().textContent).toMatch(
        /^The status cannot be read right now; trying again \(attempt \d+\)\.$/,
      ),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    up()
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy())
    expect(getLiveRegion().textContent).toBe('1 of 1 operations done')
  })

  it('an API that stays down: says why it stopped, and "Try again" tracks again', async () => {
    const up = switchable(serviceUnavailable, success)
    const { wrapper: Wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} unavailableTimeoutMs={200} />
      </Wrapper>,
    )
    const alert = await screen.findByRole('alert')
    await waitFor(() =>
      expect(alert.textContent).toMatch(/status could not be read .*do not send it again/),
    )
    expect(screen.getByRole('region', { name: 'Supertransaction' }).getAttribute('aria-busy')).toBe(
      'false',
    )
    up()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('the API going down after a pending receipt: the receipt stays, with why it stopped and Try again', async () => {
    let phase: 'pending' | 'down' | 'success' = 'pending'
    server.on(route, (): Answer => {
      if (phase === 'down') return serviceUnavailable()
      return { json: receiptBody(supertxHash, phase) }
    })
    const { wrapper: Wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} unavailableTimeoutMs={200} />
      </Wrapper>,
    )
    await waitFor(() => expect(screen.getByText('In progress')).toBeTruthy())
    phase = 'down'
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.textContent).toMatch(/status could not be read/))
    expect(screen.getByText('In progress')).toBeTruthy()
    expect(getLiveRegion().textContent).toBe('0 of 1 operations done')
    phase = 'success'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a hash the service does not know: the SupertxNotFoundError sentence, with a retry', async () => {
    server.on(route, supertxHashNotFound())
    const { wrapper: Wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} notFoundTimeoutMs={200} />
      </Wrapper>,
    )
    const alert = await screen.findByRole('alert')
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'The service knows no supertransaction with this hash. Check the hash; if it was sent just now, look again in a moment.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('the connection dropping while a receipt is shown: says it is trying again under the progress', async () => {
    let phase: 'pending' | 'drop' | 'success' = 'pending'
    server.on(route, (): Answer => {
      if (phase === 'drop') return { drop: true }
      return { json: receiptBody(supertxHash, phase) }
    })
    const { wrapper: Wrapper } = await setup({ baseUrl: server.url, pollingInterval: 20 })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} />
      </Wrapper>,
    )
    await waitFor(() => expect(screen.getByText('In progress')).toBeTruthy())
    phase = 'drop'
    await waitFor(() =>
      expect(getLiveRegion().textContent).toMatch(
        /operations done The status cannot be read right now; trying again \(attempt \d+\)\.$/,
      ),
    )
    phase = 'success'
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy())
    expect(getLiveRegion().textContent).toBe('1 of 1 operations done')
  })
})
