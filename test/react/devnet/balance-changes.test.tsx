// useBalanceChanges on the real devnet: the preview of a quote, taken through wagmi's clients
// before signing, equals the balances read on chain after useSupertransaction lands it.
import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { useBalanceChanges } from '../../../src/react/hooks/useBalanceChanges.js'
import { useSupertransaction } from '../../../src/react/hooks/useSupertransaction.js'
import {
  BalanceChanges,
  QuoteSummary,
  type UseQuoteParameters,
  useQuote,
} from '../../../src/react/index.js'
import { DEV_ACCOUNT } from './accounts.js'
import { balanceOf, chainA, chainB, recipient, renderEnv, transfer, USDC, wait } from './env.js'
import {
  eoaTransfer,
  renderAndGetQuote,
  supertransactionButton,
  usdcTokenList,
} from './supertransaction-steps.js'

describe('useBalanceChanges on the devnet', () => {
  it('eoa: the wallet’s USDC before and after, previewed before signing, is what lands', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const amount = 3_000_000n
    const request = {
      mode: 'eoa' as const,
      ownerAddress: owner,
      fundingTokens: [{ tokenAddress: USDC, chainId: chainA.id, amount: amount.toString() }],
      composeFlows: [transfer(USDC, amount)],
    }
    const { result } = renderHook(
      () => {
        const tx = useSupertransaction(request)
        const quote = tx.status === 'quoted' ? tx.data.quote : undefined
        return { tx, preview: useBalanceChanges({ quote, request }) }
      },
      { wrapper },
    )
    await act(() => result.current.tx.quote())
    await waitFor(() => expect(result.current.preview.isSuccess).toBe(true), wait)
    const [chain] = result.current.preview.data?.chains ?? []
    if (chain?.status !== 'ready') throw new Error(`not previewed: ${chain?.status}`)
    const wallet = chain.changes.find((c) => c.role === 'wallet' && c.token !== 'native')
    expect(wallet).toMatchObject({ account: owner, token: USDC, difference: -amount })
    expect(wallet?.before).toBe(await balanceOf(USDC, owner))
    // The account pulls the funding and passes it on: nothing stays with it.
    const account = chain.changes.find((c) => c.role === 'account' && c.token !== 'native')
    expect(account?.difference).toBe(0n)

    const recipientBefore = await balanceOf(USDC, recipient)
    await act(() => result.current.tx.execute())
    await waitFor(() => expect(result.current.tx.status).toBe('success'), wait)
    expect((result.current.tx as SupertransactionState).status).toBe('success')
    expect(await balanceOf(USDC, owner)).toBe(wallet?.after)
    expect(await balanceOf(USDC, recipient)).toBe(recipientBefore + amount)
  })
})

describe('<BalanceChanges> in the review of <Supertransaction>, on the devnet', () => {
  const button = supertransactionButton(/Get quote|Sign and execute/)

  it('shows what the wallet loses before signing', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.queries)
    await renderAndGetQuote(eoaTransfer(1_500_000n), wrapper, button)
    const preview = await screen.findByRole('region', { name: 'Your balances after' }, wait)
    await waitFor(() => expect(preview).toHaveAttribute('aria-busy', 'false'), wait)
    expect(preview).toHaveTextContent(`On Test chain ${chainA.id}`)
    // No token list here: the symbol and decimals are read on chain.
    await waitFor(() => expect(preview).toHaveTextContent('Your wallet −1.5 USDC'), wait)
    expect(within(preview).queryByRole('alert')).toBeNull()
  })

  it('a flow that would revert is flagged before signing, with its reason', async () => {
    const { wrapper } = await renderEnv(DEV_ACCOUNT.queries, { ui: { tokenList: usdcTokenList() } })
    const tooMuch = 10n ** 30n
    await renderAndGetQuote(
      { mode: 'smart-account', composeFlows: [transfer(USDC, tooMuch)], requirePreview: true },
      wrapper,
      button,
    )
    const preview = await screen.findByRole('region', { name: 'Your balances after' }, wait)
    const alert = await within(preview).findByRole('alert', {}, wait)
    // The token's own error in its symbol and decimals, never raw revert data or a full address.
    expect(alert.textContent).toMatch(
      /^Would revert: operation 1 needs 1,000,000,000,000,000,000,000,000 USDC, and the USDC balance there is [\d,.]+ USDC\. Add USDC or lower the amount, then get a new quote\.$/,
    )
    // requirePreview: not signed, the button stays off and points at the preview.
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'), wait)
    expect(button()).toHaveAccessibleDescription(
      `This would fail on Test chain ${chainA.id}, so it is not signed: see why under “Your balances after”.`,
    )
  })

  it('a chain the wallet cannot read: the preview says so, and the run is refused before signing, requirePreview or not', async () => {
    // The wallet has no client for chain B: the flow on B is quoted, but can neither be simulated
    // nor its account be read back from the factory there, so nothing can be signed. (A chain that
    // is read but cannot be simulated: test/react/components/SupertransactionPreviewGate.test.tsx.)
    const { wrapper } = await renderEnv(DEV_ACCOUNT.queries, {
      chains: { [chainA.id]: chainA.rpcUrl },
    })
    const flows = [transfer(USDC, 1n, chainB.id)]
    for (const requirePreview of [true, false]) {
      const view = await renderAndGetQuote(
        { mode: 'smart-account', composeFlows: flows, requirePreview },
        wrapper,
        button,
      )
      const preview = await screen.findByRole('region', { name: 'Your balances after' }, wait)
      await waitFor(() => expect(preview).toHaveTextContent('no connection to this chain'), wait)
      expect(button()).toHaveAccessibleName('Sign and execute')
      expect(button()).toHaveAttribute('aria-disabled', 'true')
      expect(await screen.findByText(/could not be checked/, {}, wait)).toBeInTheDocument()
      view.unmount()
    }
  })
})

/** A review composed by hand: the quote's summary, and beside it the balance preview. */
function Review({ request }: { request: UseQuoteParameters }) {
  const quote = useQuote(request)
  if (!quote.data) return <p>Quoting…</p>
  return (
    <>
      <QuoteSummary quote={quote.data} request={quote.request} />
      <BalanceChanges quote={quote.data} request={quote.request} />
    </>
  )
}

describe('<QuoteSummary> and <BalanceChanges> composed, on the devnet', () => {
  it('shows one balance preview: <BalanceChanges> is the preview, the summary does not repeat it', async () => {
    const { wrapper: Wrapper } = await renderEnv(DEV_ACCOUNT.queries)
    render(
      <Wrapper>
        <Review request={{ mode: 'smart-account', composeFlows: [transfer(USDC, 1n)] }} />
      </Wrapper>,
    )
    // Both render in the same commit once the quote is there.
    const previews = await screen.findAllByRole('region', { name: 'Your balances after' }, wait)
    expect(previews).toHaveLength(1)
  })
})

/**
 * The run (useSupertransaction, previewing through the query cache) and a `<BalanceChanges>` of
 * its quote, the preview shown while `showPreview`. Chain A's node is reached through `rpc` below.
 */
function RunWithPreview({
  request,
  showPreview,
}: {
  request: Omit<QuoteParameters, 'ownerAddress'>
  showPreview: boolean
}) {
  const tx = useSupertransaction({ ...request, previewBalances: true })
  const quoted = tx.status === 'quoted' ? tx.data : undefined
  return (
    <>
      <button type="button" onClick={() => void tx.quote()}>
        Quote
      </button>
      <output aria-label="Run preview">{tx.data.preview?.status ?? 'none'}</output>
      {quoted && showPreview && <BalanceChanges quote={quoted.quote} request={quoted.request} />}
    </>
  )
}

describe('a <BalanceChanges> leaving while the run’s preview simulates, on the devnet', () => {
  // Chain A's node behind a real proxy that counts each eth_simulateV1 and holds it until
  // `release()`: the simulation is in flight for as long as the test needs.
  const rpc = setupScriptedServer()
  let release = () => {}
  const held = () => new Promise<void>((resolve) => (release = resolve))

  it('the run’s preview still resolves, from the one simulation, with no second one', async () => {
    let gate = held()
    const simulations = () =>
      rpc.requests.filter((r) =>
        [r.body].flat().some((call) => (call as { method?: string })?.method === 'eth_simulateV1'),
      ).length
    rpc.on('POST /', async (body) => {
      if ([body].flat().some((call) => (call as { method?: string })?.method === 'eth_simulateV1'))
        await gate
      const answer = await fetch(chainA.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { json: await answer.json() }
    })
    const { wrapper: Wrapper } = await renderEnv(DEV_ACCOUNT.queries, {
      chains: { [chainA.id]: `${rpc.url}/`, [chainB.id]: chainB.rpcUrl },
    })
    const request = {
      mode: 'eoa' as const,
      fundingTokens: [{ tokenAddress: USDC, chainId: chainA.id, amount: '1000000' }],
      composeFlows: [transfer(USDC, 1_000_000n)],
    }
    const view = render(
      <Wrapper>
        <RunWithPreview request={request} showPreview />
      </Wrapper>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }))
    // The run's preview and <BalanceChanges> observe one simulation, held at the node.
    const shown = await screen.findByRole('region', { name: 'Your balances after' }, wait)
    await waitFor(() => expect(simulations()).toBe(1), wait)
    expect(shown).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status', { name: 'Run preview' })).toHaveTextContent('pending')

    view.rerender(
      <Wrapper>
        <RunWithPreview request={request} showPreview={false} />
      </Wrapper>,
    )
    expect(screen.queryByRole('region', { name: 'Your balances after' })).toBeNull()
    release()
    gate = Promise.resolve()
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Run preview' })).toHaveTextContent('ready'),
      wait,
    )
    expect(simulations()).toBe(1)
  })
})
