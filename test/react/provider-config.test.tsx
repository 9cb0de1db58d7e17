// <SupertxProvider> honours every parameter it is given and every change to them: `timeoutMs`,
// `fetch` / `headers` and `eip7702` reach the config, and a new `baseUrl` / `apiKey` (or
// `storageKey` of the supertransaction) reaches the hooks, useSupertransaction's machine included.
// Real HTTP servers on 127.0.0.1.
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { type ScriptedServer, startScriptedServer } from '../../fixtures/harness/scripted-server.js'
import { makeQuote, quoteRequestFor, receiptBody } from '../../fixtures/verifiable-quotes.js'
import {
  type CreateSupertxConfigParameters,
  createSupertxConfig,
} from '../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../src/core/config/storage.js'
import { TimeoutError } from '../../src/core/errors/transport.js'
import { useQuote } from '../../src/react/hooks/useQuote.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { useSupertxConfig } from '../../src/react/hooks/useSupertxConfig.js'
import { SupertxProvider } from '../../src/react/SupertxProvider.js'
import { setup } from './support/setup.js'

let a: ScriptedServer
let b: ScriptedServer
beforeAll(async () => {
  ;[a, b] = await Promise.all([startScriptedServer(), startScriptedServer()])
  for (const server of [a, b]) server.on('POST /v1/quote', { json: makeQuote('simple') })
})
afterAll(() => Promise.all([a.close(), b.close()]))

const { mode, composeFlows } = quoteRequestFor('simple')

/** The app's providers with SupertxProvider props that a test changes between renders. */
async function providers(initial: Partial<CreateSupertxConfigParameters>) {
  const env = await setup({ baseUrl: a.url })
  let props: Partial<CreateSupertxConfigParameters> = { pollingInterval: 10, ...initial }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={env.wagmiConfig as never} reconnectOnMount={false}>
      <QueryClientProvider client={env.queryClient}>
        <SupertxProvider {...(props as CreateSupertxConfigParameters)}>{children}</SupertxProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  return { ...env, wrapper, set: (next: typeof props) => (props = { ...props, ...next }) }
}

describe('<SupertxProvider> parameters', () => {
  it('timeoutMs reaches the client: a slow answer is a TimeoutError after it', async () => {
    const slow = await startScriptedServer()
    slow.on('POST /v1/quote', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      return { json: makeQuote('simple') }
    })
    try {
      const { wrapper } = await providers({ baseUrl: slow.url, timeoutMs: 100 })
      const started = Date.now()
      const { result } = renderHook(() => useQuote(quoteRequestFor('simple')), { wrapper })
      await waitFor(() => expect(result.current.error).toBeInstanceOf(TimeoutError))
      expect(Date.now() - started).toBeLessThan(900)
    } finally {
      await slow.close()
    }
  })

  it('fetch and headers are passed to the transport', async () => {
    // A fetch of the app's (e.g. a proxy) that sends what was meant for A to B.
    const proxy: typeof fetch = (input, init) =>
      globalThis.fetch(String(input).replace(a.url, b.url), init)
    const { wrapper } = await providers({
      baseUrl: a.url,
      apiKey: 'key-b',
      fetch: proxy,
      headers: { 'x-app': 'provider-test' },
    })
    const before = { a: a.count('POST /v1/quote'), b: b.count('POST /v1/quote') }
    const { result } = renderHook(() => useQuote(quoteRequestFor('simple')), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(a.count('POST /v1/quote')).toBe(before.a)
    expect(b.count('POST /v1/quote')).toBe(before.b + 1)
    expect(b.requests.at(-1)?.apiKey).toBe('key-b')
  })

  it('eip7702 reaches the config, compared by content: an inline object does not rebuild it', async () => {
    const delegates = ['0x1111111111111111111111111111111111111111' as const]
    const { wrapper, set } = await providers({ baseUrl: a.url, eip7702: { delegates } })
    const { result, rerender } = renderHook(() => useSupertxConfig(), { wrapper })
    expect(result.current.eip7702).toEqual({ delegates, multichain: false })
    const first = result.current
    set({ eip7702: { delegates: [...delegates] } })
    rerender()
    expect(result.current).toBe(first)
    set({ eip7702: { delegates, multichain: true } })
    rerender()
    expect(result.current.eip7702).toEqual({ delegates, multichain: true })
  })

  it('a changed baseUrl and apiKey reach useSupertransaction (its machine is rebuilt)', async () => {
    const { wrapper, set } = await providers({ baseUrl: a.url, apiKey: 'key-a' })
    const { result, rerender } = renderHook(
      () => ({ tx: useSupertransaction({ mode, composeFlows }), config: useSupertxConfig() }),
      { wrapper },
    )
    await act(() => result.current.tx.quote())
    expect(result.current.tx.status).toBe('quoted')
    expect(a.requests.at(-1)?.apiKey).toBe('key-a')

    const first = result.current.config
    set({ baseUrl: b.url, apiKey: 'key-b' })
    rerender()
    expect(result.current.config).not.toBe(first)
    expect(result.current.config.transport.baseUrl).toBe(b.url)
    expect(result.current.tx.status).toBe('idle')
    const beforeB = b.count('POST /v1/quote')
    await act(() => result.current.tx.quote())
    expect(result.current.tx.status).toBe('quoted')
    expect(b.count('POST /v1/quote')).toBe(beforeB + 1)
    expect(b.requests.at(-1)?.apiKey).toBe('key-b')

    // An unchanged provider keeps the same config (no rebuild on every render).
    const current = result.current.config
    rerender()
    expect(result.current.config).toBe(current)
  })

  it('a changed storageKey is honoured: the supertransaction resumes what that key holds', async () => {
    const supertxHash = `0x${'ef'.repeat(32)}` as const
    a.on('GET /v1/explorer/*', { json: receiptBody(supertxHash, 'success') })
    const storage = createMemoryStorage()
    await storage.setItem(
      'supertx-b',
      JSON.stringify({ supertxHash, explorerUrl: 'x', savedAt: Date.now() }),
    )
    const config = createSupertxConfig({ baseUrl: a.url, storage, pollingInterval: 10 })
    const env = await providers({})
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WagmiProvider config={env.wagmiConfig as never} reconnectOnMount={false}>
        <QueryClientProvider client={env.queryClient}>
          <SupertxProvider config={config}>{children}</SupertxProvider>
        </QueryClientProvider>
      </WagmiProvider>
    )
    const { result, rerender } = renderHook(
      ({ storageKey }) => useSupertransaction({ mode, composeFlows, storageKey }),
      { wrapper, initialProps: { storageKey: 'supertx-a' } },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.status).toBe('idle')
    rerender({ storageKey: 'supertx-b' })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.supertxHash).toBe(supertxHash)
    expect(await storage.getItem('supertx-b')).toBeNull()
  })
})
