// <Supertransaction> against a real HTTP API on 127.0.0.1 with a real local wallet signing: the
// default layout from idle to success by its button, the fee choice in the request, the reasons
// it cannot start, an API error and its retry, and compound use.
import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  makeSimpleQuoteFor,
  orchestratorLookup,
  quoteRequestFor,
  receiptBody,
  usdc,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { QuoteSummary } from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { SupertxButton } from '../../../src/react/components/SupertxButton/SupertxButton.js'
import { rpcNodes } from '../../support/rpc-node.js'
import { setup, testAccount } from '../support/setup.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
const { mode, composeFlows } = quoteRequestFor('simple')
const server = setupScriptedServer()
// The chain's node: what its account factory computes for the owner.
beforeAll(() => server.on('POST /rpc/*', rpcNodes()))
let pendingPolls: number
let refuseKey: boolean

beforeAll(async () => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  // A quote for the owner asked for, as the service makes it.
  server.on('POST /v1/quote', (body) =>
    refuseKey
      ? { status: 401, json: { code: 'UNAUTHORIZED', message: 'bad key', errors: [] } }
      : {
          json: {
            ...makeSimpleQuoteFor(body as QuoteParameters),
          },
        },
  )
  server.on('POST /v1/execute', { json: { success: true, supertxHash, error: null } })
  server.on('GET /v1/explorer/*', () =>
    pendingPolls-- > 0
      ? { json: receiptBody(supertxHash, 'pending') }
      : { json: receiptBody(supertxHash, 'success') },
  )
})
beforeEach(() => {
  pendingPolls = 2
  refuseKey = false
})

// The supertransaction's button comes first; a failed step adds a retry button of its own further
// down.
const button = () =>
  screen.getAllByRole('button', {
    name: /Get quote|Sign and execute|Done|Try again|…/,
  })[0] as HTMLElement
// The quote can be signed once its balance preview has run (the test chain has no node behind it:
// unavailable, which does not block without requirePreview).
const signable = () =>
  waitFor(
    () => {
      expect(button()).toHaveAccessibleName('Sign and execute')
      expect(button()).not.toHaveAttribute('aria-disabled')
    },
    { timeout: 10_000 },
  )
const quoteBody = () =>
  server.requests.find((r) => r.path === '/v1/quote')?.body as Record<string, unknown>

describe('<Supertransaction>', () => {
  it('with no children: idle → Get quote → the review → Sign and execute → tracked to Done', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url, apiKey: 'k' })
    const statuses: string[] = []
    let succeeded = false
    render(
      <Supertransaction
        mode={mode}
        composeFlows={composeFlows}
        onStatus={(s) => statuses.push(s.status)}
        onSuccess={() => {
          succeeded = true
        }}
      />,
      { wrapper },
    )
    expect(screen.getByRole('heading', { name: 'Supertransaction' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Review' })).toHaveTextContent('No quote yet')
    expect(screen.getByRole('radio', { name: 'Sponsored: you pay no fee' })).toBeChecked()
    expect(button()).toHaveAccessibleName('Get quote')
    fireEvent.click(button())
    // The review appears once the quote is checked (the checks load on first use).
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    expect(screen.getByRole('region', { name: 'Review' })).toHaveTextContent('On Test chain 31337')
    expect(quoteBody()).not.toHaveProperty('feeToken')
    expect(wallet.prompts).toEqual([])
    await signable()
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), { timeout: 10_000 })
    expect(succeeded).toBe(true)
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(server.count('POST /v1/quote')).toBe(1)
    expect(server.count('POST /v1/execute')).toBe(1)
    const tracking = screen.getByRole('region', { name: 'Status on each chain' })
    expect(within(tracking).getByText('Succeeded')).toBeInTheDocument()
    expect(within(tracking).getByRole('link', { name: 'View in the explorer' })).toHaveAttribute(
      'href',
      `${server.url}/details/${supertxHash}`,
    )
    expect(getLiveRegion(document.body, 'All steps are done.')).toHaveTextContent(
      'All steps are done.',
    )
    // The `status` role stays the app's own: none of the kit's parts takes it.
    expect(screen.queryByRole('status')).toBeNull()
    expect(statuses).toContain('tracking')
    // Done → back to the start, never stuck.
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Get quote'))
  })

  it('the fee choice sets the request: a token on a chain, with a refund address once valid', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    const feeTokens = [
      { chainId: 31337, address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    ]
    render(<Supertransaction mode={mode} composeFlows={composeFlows} feeTokens={feeTokens} />, {
      wrapper,
    })
    fireEvent.click(screen.getByRole('radio', { name: 'Pay the fee with a token' }))
    expect(screen.getByRole('combobox', { name: 'Fee token' })).toHaveDisplayValue(
      'USDC on Test chain 31337',
    )
    const refund = screen.getByRole('textbox', { name: 'Gas refund address (optional)' })
    fireEvent.change(refund, { target: { value: '0xnope' } })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription('Correct the fee settings first.')
    const to = '0x00000000000000000000000000000000000000aa'
    fireEvent.change(refund, { target: { value: to } })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    expect(quoteBody().feeToken).toEqual({ address: usdc, chainId: 31337, gasRefundAddress: to })
    // Another fee choice after the quote: that quote is dropped at once and the new choice is
    // quoted for review (no fee token in the request).
    fireEvent.click(screen.getByRole('radio', { name: 'Sponsored: you pay no fee' }))
    expect(button()).not.toHaveAccessibleName('Sign and execute')
    await waitFor(() => expect(server.count('POST /v1/quote')).toBe(2))
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'), {
      timeout: 5_000,
    })
    const bodies = server.requests.filter((r) => r.path === '/v1/quote')
    expect(bodies[1]?.body).not.toHaveProperty('feeToken')
  })

  it('flows edited after the quote: the old quote is dropped, the edited flows are quoted, and that quote is the one signed', async () => {
    const { wrapper, wallet } = await setup({ baseUrl: server.url })
    const [transfer] = structuredClone(composeFlows) as unknown as [{ data: { args: string[] } }]
    transfer.data.args[1] = '2000000'
    const edited = [transfer] as unknown as typeof composeFlows
    const view = render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    view.rerender(<Supertransaction mode={mode} composeFlows={edited} />)
    // No button offers to sign the old quote while the new one is fetched.
    expect(button()).not.toHaveAccessibleName('Sign and execute')
    await waitFor(() => expect(server.count('POST /v1/quote')).toBe(2))
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    const last = server.requests.filter((r) => r.path === '/v1/quote').at(-1)?.body as {
      composeFlows: typeof edited
    }
    expect(last.composeFlows).toEqual(edited)
    await signable()
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), { timeout: 10_000 })
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
    expect(server.count('POST /v1/execute')).toBe(1)
  })

  it('a wallet switch after the quote: no dead end, the new account gets its own quote to sign', async () => {
    const second = testAccount(1)
    const { wrapper, switchAccount } = await setup({ baseUrl: server.url, otherAccounts: [second] })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    await act(() => switchAccount(1))
    await waitFor(() => expect(server.count('POST /v1/quote')).toBe(2))
    await signable()
    const last = server.requests.filter((r) => r.path === '/v1/quote').at(-1)?.body as {
      ownerAddress: string
    }
    expect(last.ownerAddress).toBe(second.address)
  })

  it('cannot start without a wallet, or without flows: the reason shows and the click does nothing', async () => {
    const { wrapper } = await setup({ baseUrl: server.url, disconnected: true })
    const { unmount } = render(<Supertransaction mode={mode} composeFlows={composeFlows} />, {
      wrapper,
    })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription('Connect your wallet to continue.')
    fireEvent.click(button())
    unmount()
    const connected = await setup({ baseUrl: server.url })
    render(<Supertransaction mode={mode} composeFlows={[]} />, { wrapper: connected.wrapper })
    expect(button()).toHaveAccessibleDescription('Nothing to send yet: add at least one action.')
    expect(server.count('POST /v1/quote')).toBe(0)
  })

  it('a wallet on a chain the app does not know: the reason names it', async () => {
    const { wrapper, wagmiConfig } = await setup({ baseUrl: server.url })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    expect(button()).not.toHaveAttribute('aria-disabled')
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { chainId: 999 })
    })
    await waitFor(() =>
      expect(button()).toHaveAccessibleDescription(
        'Your wallet is on chain 999, which this app does not support. Switch networks in your wallet.',
      ),
    )
  })

  it('an owner other than the connected account: disabled, named, nothing quoted or signed', async () => {
    const other = testAccount(1).address
    const { wrapper, wallet, account } = await setup({ baseUrl: server.url })
    render(<Supertransaction mode={mode} ownerAddress={other} composeFlows={composeFlows} />, {
      wrapper,
    })
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveAccessibleDescription(
      `Switch your wallet to the owner’s account ${other.slice(0, 6)}…${other.slice(-4)}: the connected account ${account.address.slice(0, 6)}…${account.address.slice(-4)} is not the owner of this supertransaction, so it cannot sign it.`,
    )
    fireEvent.click(button())
    expect(server.count('POST /v1/quote')).toBe(0)
    expect(wallet.prompts).toEqual([])
  })

  it('the owner in another letter case is the connected account: the button works', async () => {
    const { wrapper, account } = await setup({ baseUrl: server.url })
    const owner = account.address.toLowerCase() as `0x${string}`
    render(<Supertransaction mode={mode} ownerAddress={owner} composeFlows={composeFlows} />, {
      wrapper,
    })
    expect(button()).not.toHaveAttribute('aria-disabled')
    expect(button()).not.toHaveAccessibleDescription()
  })

  it('the wallet switches account after the quote: signing is refused up front, and allowed again on the owner', async () => {
    const { wrapper, wallet, account, wagmiConfig } = await setup({ baseUrl: server.url })
    render(
      <Supertransaction mode={mode} ownerAddress={account.address} composeFlows={composeFlows} />,
      { wrapper },
    )
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    const other = testAccount(1).address
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [other] })
    })
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'))
    expect(button()).toHaveAccessibleDescription(/is not the owner of this supertransaction/)
    fireEvent.click(button())
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [account.address] })
    })
    await signable()
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), { timeout: 10_000 })
    expect(wallet.prompts).toEqual([{ method: 'personal_sign' }])
  })

  it('no ownerAddress, the wallet switches account after the quote: the first account’s quote is dropped, never offered to the other, and the new account is quoted', async () => {
    const { wrapper, wallet, wagmiConfig } = await setup({ baseUrl: server.url })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    const other = testAccount(1).address
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [other] })
    })
    // At once: the first account's quote is gone, nothing offers to sign it.
    expect(button()).not.toHaveAccessibleName('Sign and execute')
    await waitFor(() => expect(server.count('POST /v1/quote')).toBe(2))
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    const last = server.requests.filter((r) => r.path === '/v1/quote').at(-1)?.body as {
      ownerAddress: string
    }
    expect(last.ownerAddress).toBe(other)
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/execute')).toBe(0)
  })

  it('an owner other than the connected account, with a quote to sign: the reason is said once', async () => {
    const { wrapper, wagmiConfig, account } = await setup({ baseUrl: server.url })
    const other = testAccount(1).address
    render(
      <Supertransaction mode={mode} ownerAddress={account.address} composeFlows={composeFlows} />,
      { wrapper },
    )
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
    act(() => {
      wagmiConfig.connectors[0]?.emitter.emit('change', { accounts: [other] })
    })
    // The root's reason and the quote's owner say the same: one sentence, not two.
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'))
    expect(screen.getAllByText(/is not the owner of this supertransaction/)).toHaveLength(1)
    expect(button()).toHaveAccessibleDescription(/^Switch your wallet[\s\S]*cannot sign it\.$/)
  })

  it('an API error: one Try again, the reason in plain language shown once in the failed step; the retry resumes', async () => {
    refuseKey = true
    const { wrapper } = await setup({ baseUrl: server.url, apiKey: 'wrong' })
    render(<Supertransaction mode={mode} composeFlows={composeFlows} />, { wrapper })
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Try again'))
    await waitFor(() => expect(button()).toHaveAccessibleDescription(/refused this app’s API key/))
    // Shown once, where a person looks: the failed step; the one next action is the
    // supertransaction's button (Try again), not a second retry beside the reason...
    const shown = screen
      .getAllByText(/refused this app’s API key/)
      .filter((el) => !el.closest('[aria-live]'))
    expect(shown).toHaveLength(1)
    const failedStep = shown[0]?.closest('li') as HTMLElement
    expect(failedStep).toHaveTextContent(/Get a quote\s*Failed/)
    expect(within(failedStep).queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Try again' })).toEqual([button()])
    expect(screen.queryByRole('alert')).toBeNull()
    // ...and announced once, through the steps' live region.
    expect(getLiveRegion(document.body, /failed/)).toHaveTextContent(
      /Get a quote failed\. .*refused this app’s API key/,
    )
    refuseKey = false
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Sign and execute'))
  })

  it('with children: the parts read the root, laid out by the app; the tracker slot takes a render prop', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    render(
      <Supertransaction mode={mode} composeFlows={composeFlows}>
        <section aria-label="My layout">
          <SupertxButton labels={{ idle: 'Preview' }} />
          <QuoteSummary />
        </section>
      </Supertransaction>,
      { wrapper },
    )
    expect(screen.queryByRole('heading', { name: 'Supertransaction' })).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Review' })).toHaveTextContent('1 signature'),
    )
  })

  it('tracker: replaces the default status list', async () => {
    const { wrapper } = await setup({ baseUrl: server.url })
    render(
      <Supertransaction
        mode={mode}
        composeFlows={composeFlows}
        renderTracker={(tracked) => <p>Tracking {tracked.supertxHash}</p>}
      />,
      { wrapper },
    )
    fireEvent.click(button())
    await signable()
    fireEvent.click(button())
    await waitFor(() => expect(button()).toHaveAccessibleName('Done'), { timeout: 10_000 })
    expect(screen.getByText(`Tracking ${supertxHash}`)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Status on each chain' })).toBeNull()
  })
})
