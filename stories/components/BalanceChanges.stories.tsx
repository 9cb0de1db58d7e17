import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { Address } from 'viem'
import {
  accountAddress,
  chainA,
  chainB,
  ownerAddress,
  quotes,
  tokenAddress,
} from '../../fixtures/index.js'
import type { GetBalanceChangesReturnType } from '../../src/core/balances/getBalanceChanges.js'
import { BalancePreviewUnavailableError } from '../../src/core/errors/balances.js'
import { BalanceChanges } from '../../src/react/components/BalanceChanges/BalanceChanges.js'
import {
  BalanceChangesChain,
  BalanceChangesChains,
  BalanceChangesStatus,
} from '../../src/react/components/BalanceChanges/BalanceChangesParts.js'

const owner = ownerAddress as Address
const account = accountAddress as Address
const usdc = (n: number) => BigInt(n) * 10n ** 6n
const weth = 10n ** 16n
const change = (
  role: 'wallet' | 'account',
  token: 'USDC' | 'WETH',
  before: bigint,
  after: bigint,
  marks: { estimated?: boolean; runtime?: boolean } = {},
) => ({
  account: role === 'wallet' ? owner : account,
  role,
  token: tokenAddress[token] as Address,
  symbol: token,
  decimals: token === 'USDC' ? 6 : 18,
  before,
  after,
  difference: after - before,
  runtime: marks.runtime ?? false,
  estimated: marks.estimated ?? false,
})

/** Swap 100 USDC for WETH on A, bridge the WETH, deposit it on B. */
const swapBridgeDeposit: GetBalanceChangesReturnType = {
  chains: [
    {
      chainId: chainA,
      status: 'ready',
      blockNumber: 120n,
      swaps: [],
      arrivals: [],
      changes: [
        change('wallet', 'USDC', usdc(900), usdc(800)),
        change('account', 'WETH', 0n, weth / 100n, { estimated: true }),
      ],
    },
    {
      chainId: chainB,
      status: 'ready',
      blockNumber: 80n,
      swaps: [],
      arrivals: [
        {
          token: tokenAddress.WETH as Address,
          recipient: account,
          amount: weth,
          srcChainId: chainA,
          runtime: false,
          estimated: false,
        },
      ],
      changes: [change('account', 'WETH', 0n, 0n)],
    },
  ],
}

const meta = {
  title: 'Components/BalanceChanges',
  component: BalanceChanges,
  parameters: {
    docs: {
      description: {
        component: `What the quote will do to your balances on each chain, simulated before signing (\`eth_simulateV1\`). \`<QuoteSummary>\` shows it once it knows the request.

\`\`\`tsx
<BalanceChanges quote={quote} request={request} />
// or a preview made elsewhere: <BalanceChanges changes={await getBalanceChanges(config, …)} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof BalanceChanges>

export default meta
type Story = StoryObj<typeof meta>

/** No quote yet, or the simulation under way. */
export const Simulating: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your balances after' })
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region).toHaveTextContent('Simulating what each chain will do to your balances…')
  },
}

export const Ready: Story = {
  args: { changes: swapBridgeDeposit },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your balances after' })
    await expect(region).toHaveTextContent(/Your wallet\s*−100\s*USDC/)
    await expect(region).toHaveTextContent(/Your smart account\s*\+0\.0001\s*WETH\s*\(estimated\)/)
    await expect(region).toHaveTextContent(/0\.01\s*WETH arrives from/)
  },
}

/**
 * Compound: the app lays out the parts under the title. `<BalanceChangesStatus>` says simulating or
 * failed, `<BalanceChangesChains>` lists every chain (as `<BalanceChangesChain>`, or its own rendering
 * of a chain); here the destination chain first, then the rest, with a note of the app's own.
 */
export const Compound: Story = {
  args: {
    changes: swapBridgeDeposit,
    children: (
      <>
        <BalanceChangesStatus />
        <ul className="stx-balance-changes__chains">
          {[...swapBridgeDeposit.chains].reverse().map((chain) => (
            <BalanceChangesChain key={chain.chainId} chain={chain} />
          ))}
        </ul>
        <BalanceChangesChains>
          {(chain) => `Chain ${chain.chainId}: ${chain.status}`}
        </BalanceChangesChains>
        <p className="stx-muted">Simulated on the current state of each chain.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your balances after' })
    const chains = within(region).getAllByRole('list')[0] as HTMLElement
    await expect(chains.firstElementChild).toHaveTextContent(/0\.01\s*WETH arrives from/)
    await expect(chains.lastElementChild).toHaveTextContent(/Your wallet\s*−100\s*USDC/)
    await expect(region).toHaveTextContent(`Chain ${chainA}: ready`)
    await expect(region).toHaveTextContent('Simulated on the current state of each chain.')
  },
}

export const ReadyGerman: Story = {
  args: { changes: swapBridgeDeposit },
  parameters: { locale: 'de' },
}

export const WouldRevert: Story = {
  args: {
    changes: {
      chains: [
        {
          chainId: chainA,
          status: 'reverts',
          blockNumber: 120n,
          opIndex: 0,
          callIndex: 1,
          isCleanUp: false,
          reason: 'InsufficientOutput(9871234, 340282366920938463463374607431768211456)',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(
      'Would revert: operation 1, call 2: InsufficientOutput(9871234, 340282366920938463463374607431768211456)',
    )
  },
}

/** One chain previewed, the other's node without eth_simulateV1: said for that chain alone. */
export const ChainUnavailable: Story = {
  args: {
    changes: {
      chains: [
        swapBridgeDeposit.chains[0]!,
        {
          chainId: chainB,
          status: 'unavailable',
          error: new BalancePreviewUnavailableError({ chainId: chainB, reason: 'unsupported' }),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your balances after' })
    await expect(region).toHaveTextContent(
      'Cannot be previewed: this chain’s node cannot simulate (no eth_simulateV1).',
    )
    await expect(region).toHaveTextContent(/Your wallet\s*−100\s*USDC/)
  },
}

/** A real preview of a quote the kit cannot read back: each chain says so, nothing is called. */
export const Unreadable: Story = {
  args: { quote: quotes.permit, request: { ownerAddress: owner, mode: 'eoa' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your balances after' })
    const said = await within(region).findAllByText(
      'Cannot be previewed: an operation here is in a form the kit cannot read.',
    )
    // One per chain of the quote's operations.
    await expect(said).toHaveLength(new Set(quotes.permit.quote.userOps.map((o) => o.chainId)).size)
  },
}
