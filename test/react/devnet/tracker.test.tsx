// <SupertxTracker supertxHash> follows a real supertransaction on the devnet, from what the engine
// reports while it runs to every op mined, with the transaction linked on its chain.
import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import { execute } from '../../../src/core/actions/execute.js'
import { getQuote } from '../../../src/core/actions/getQuote.js'
import { signPayloads } from '../../../src/core/actions/signPayloads.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { SupertxProvider } from '../../../src/react/SupertxProvider.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { DEV_ACCOUNT } from './accounts.js'
import { chainA, recipient, renderEnv, USDC, wait } from './env.js'

describe('<SupertxTracker> on the devnet', () => {
  it('shows a real supertransaction to the end, each transaction linked on its chain', async () => {
    const { wrapper: Wrapper, wagmiConfig, config, owner } = await renderEnv(DEV_ACCOUNT.tracker)
    const request = {
      mode: 'smart-account' as const,
      ownerAddress: owner,
      composeFlows: [
        {
          type: '/instructions/build' as const,
          data: {
            to: USDC,
            chainId: chainA.id,
            functionSignature: 'function approve(address spender, uint256 amount)',
            args: [recipient, '77'],
          },
        },
      ],
    }
    const quote = await getQuote(config, request)
    const { signedQuote } = await signPayloads(wagmiWallet(wagmiConfig), { quote, request, config })
    const { supertxHash } = await execute(config, { signedQuote })
    render(
      <Wrapper>
        <SupertxProvider config={config} blockExplorers={{ [chainA.id]: 'http://127.0.0.1:1' }}>
          <SupertxTracker supertxHash={supertxHash} />
        </SupertxProvider>
      </Wrapper>,
    )
    // While it loads, then once read, the region is the tracker's; query it again after the wait.
    await screen.findByRole('region', { name: 'Supertransaction' }, wait)
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy(), wait)
    const region = screen.getByRole('region', { name: 'Supertransaction' })
    const total = quote.quote.userOps.length
    expect(getLiveRegion(region).textContent).toBe(`${total} of ${total} operations done`)
    const links = within(region).getAllByRole('link', { name: /^Transaction 0x/ })
    expect(links.length).toBeGreaterThan(0)
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:1\/tx\/0x[0-9a-f]{64}$/)
    expect(
      within(region).getByRole('link', { name: 'View on explorer' }).getAttribute('href'),
    ).toBe(config.getExplorerUrl(supertxHash))
  })
})
