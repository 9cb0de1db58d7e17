// The kit's token reads in the components, against a hostile JSON-RPC node on 127.0.0.1 (a real
// HTTP server; its tokens revert, answer nothing, 10 bytes, a bytes32 symbol, a string length that
// points nowhere, text that is not hex): <TokenAmount> keeps base units and a short address, Max
// says the balance could not be read, the shortfall falls back to base units — never a throw, and
// a good or bytes32 token still reads. The real ERC-20s are read on the devnet (test/react/devnet).
import '@testing-library/jest-dom/vitest'
import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import type { FlowDraft } from '../../../src/core/flow-drafts/types.js'
import { readTokenQueryKey } from '../../../src/core/query/token.js'
import { BalanceChanges } from '../../../src/react/components/BalanceChanges/BalanceChanges.js'
import { FlowBuilder } from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { TokenAmount } from '../../../src/react/components/parts/TokenAmount.js'
import { useShortfall } from '../../../src/react/components/Supertransaction/useShortfall.js'
import { refreshBalances } from '../../../src/react/wagmi/useRefreshBalances.js'
import { hostileTokenNode, hostileTokens as t } from '../../support/hostile-token-node.js'
import { setup, testAccount } from '../support/setup.js'

const server = setupScriptedServer()
const chainId = 31337
const owner = testAccount().address
const short = (token: string) => `${token.slice(0, 6)}…${token.slice(-4)}`

async function renderEnv(state: { goodBalance?: bigint } = {}) {
  server.on('POST /rpc', hostileTokenNode(chainId, state))
  return setup({ baseUrl: server.url, chains: { [chainId]: `${server.url}/rpc` } })
}

/** Waits until the kit's read of `fact` has settled, and returns what it holds. */
async function settled(
  queryClient: Awaited<ReturnType<typeof setup>>['queryClient'],
  token: `0x${string}`,
  fact: 'balanceOf' | 'decimals' | 'symbol',
  holder?: `0x${string}`,
) {
  const key = readTokenQueryKey({ chainId, token, fact, holder })
  await waitFor(() => expect(queryClient.getQueryState(key)?.status).not.toBe('pending'))
  return queryClient.getQueryState(key)
}

/** An intent from `token` on the chain, its amount left for Max to fill (6 decimals). */
const intentFrom = (token: string): FlowDraft => ({
  id: 'swap',
  type: 'intent-simple',
  srcToken: token,
  dstToken: t.good,
  srcChainId: String(chainId),
  dstChainId: String(chainId),
  amount: { kind: 'amount', value: '', decimals: 6 },
  slippage: '',
  routeSelectionMode: '',
})

describe('<TokenAmount> (useTokenInfo) against a hostile node', () => {
  it.each([
    ['reverts', t.reverts, 'reverted'],
    ['reverts without data (-32000)', t.revertsPlain, 'reverted'],
    ['answers 0x', t.empty, 'no-contract'],
    ['answers 10 bytes', t.short, 'malformed'],
    ['answers a string of length 2^256 − 1', t.hugeLength, 'malformed'],
    ['answers text that is not hex', t.notHex, 'malformed'],
  ] as const)(
    'a token that %s shows base units and its short address',
    async (_, token, reason) => {
      const { wrapper, queryClient } = await renderEnv()
      const { container } = render(
        <TokenAmount chainId={chainId} address={token} amount="1500000" />,
        { wrapper },
      )
      const symbol = await settled(queryClient, token, 'symbol')
      expect(symbol?.data).toEqual({ status: 'unreadable', reason })
      await settled(queryClient, token, 'decimals')
      expect(container.querySelector('.stx-amount')).toHaveTextContent(`1,500,000 ${short(token)}`)
    },
  )

  it('a good token and a bytes32 symbol (MKR’s) read as their symbol and decimals, marked unlisted', async () => {
    const { wrapper } = await renderEnv()
    const { container } = render(
      <>
        <TokenAmount chainId={chainId} address={t.good} amount="1500000" />
        <TokenAmount chainId={chainId} address={t.bytes32} amount="2500000000000000000" />
      </>,
      { wrapper },
    )
    const [good, mkr] = container.querySelectorAll('.stx-amount')
    // Not in the app's token list: the contract's own symbol is its word (anyone can deploy a
    // "USDC"), so its short address goes with it.
    await waitFor(() =>
      expect(good).toHaveTextContent(`1.5 USDC (unlisted token ${short(t.good)})`),
    )
    await waitFor(() =>
      expect(mkr).toHaveTextContent(`2.5 MKR (unlisted token ${short(t.bytes32)})`),
    )
  })

  it('a chain the wagmi config lacks: base units, nothing sent, no throw', async () => {
    const { wrapper, queryClient } = await renderEnv()
    const { container } = render(<TokenAmount chainId={999} address={t.good} amount="7" />, {
      wrapper,
    })
    const key = readTokenQueryKey({ chainId: 999, token: t.good, fact: 'symbol' })
    await waitFor(() =>
      expect(queryClient.getQueryData(key)).toEqual({ status: 'unreadable', reason: 'no-chain' }),
    )
    expect(container.querySelector('.stx-amount')).toHaveTextContent(`7 ${short(t.good)}`)
    expect(server.count('POST /rpc')).toBe(0)
  })
})

describe('<BalanceChanges> of an unlisted token against a hostile node', () => {
  it('a pool that pays out a contract whose symbol() says USDC: the preview marks it unlisted, with its address', async () => {
    const { wrapper } = await renderEnv()
    const owner = testAccount().address
    const changes = {
      chains: [
        {
          chainId,
          status: 'ready' as const,
          blockNumber: 1n,
          swaps: [],
          arrivals: [],
          changes: [
            {
              account: owner,
              role: 'wallet' as const,
              token: t.good,
              // Not in the app's token list: the preview has no symbol of its own for it.
              symbol: undefined,
              decimals: undefined,
              before: 0n,
              after: 1_500_000n,
              difference: 1_500_000n,
              runtime: false,
              estimated: true,
            },
          ],
        },
      ],
    }
    const { container } = render(<BalanceChanges changes={changes} />, { wrapper })
    await waitFor(() =>
      expect(container).toHaveTextContent(`1.5 USDC (unlisted token ${short(t.good)})`),
    )
    // Never the contract's own word alone, as if it were the list's USDC.
    expect(container.textContent).not.toMatch(/1\.5 USDC(?! \(unlisted)/)
  })
})

describe('FlowBuilder Max against a hostile node', () => {
  it.each([
    ['reverts', t.reverts],
    ['answers 0x', t.empty],
    ['answers 10 bytes', t.short],
    ['answers text that is not hex', t.notHex],
  ] as const)(
    'the balance of a token that %s: Max is off, saying it could not be read',
    async (_, token) => {
      const { wrapper } = await renderEnv()
      render(<FlowBuilder defaultValue={[intentFrom(token)]} />, { wrapper })
      const max = screen.getByRole('button', { name: 'Max (Amount)' })
      await waitFor(() =>
        expect(max).toHaveAccessibleDescription(
          'Your balance of this token could not be read on this chain, so Max is off. Type the amount.',
        ),
      )
      expect(max).toHaveAttribute('aria-disabled', 'true')
    },
  )

  it('a good token’s balance: Max on, with the balance in the amount’s decimals', async () => {
    const { wrapper } = await renderEnv()
    render(<FlowBuilder defaultValue={[intentFrom(t.good)]} />, { wrapper })
    const max = screen.getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() => expect(max).toHaveAccessibleDescription('Your balance: 1.5.'))
    expect(max).not.toHaveAttribute('aria-disabled')
    const amount = screen.getByRole('group', { name: 'Amount' })
    max.click()
    await waitFor(() =>
      expect(within(amount).getByRole('textbox', { name: 'Value' })).toHaveValue('1.5'),
    )
  })
})

describe('refreshBalances (a supertransaction landed)', () => {
  it('reads the kit’s balances again (Max shows the new one), not a token’s symbol or decimals', async () => {
    const state = { goodBalance: 1_500_000n }
    const { wrapper, queryClient } = await renderEnv(state)
    const { container } = render(
      <>
        <FlowBuilder defaultValue={[intentFrom(t.good)]} />
        <TokenAmount chainId={chainId} address={t.good} amount="1" />
      </>,
      { wrapper },
    )
    const max = screen.getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() => expect(max).toHaveAccessibleDescription('Your balance: 1.5.'))
    await waitFor(() => expect(container.querySelector('.stx-amount')).toHaveTextContent('USDC'))
    const calls = (selector: string) =>
      server.requests.filter((r) => {
        const body = r.body as { method: string; params?: { data?: string }[] }
        return body.method === 'eth_call' && body.params?.[0]?.data?.startsWith(selector)
      }).length
    const [balances, symbols, decimals] = [
      calls('0x70a08231'),
      calls('0x95d89b41'),
      calls('0x313ce567'),
    ]
    state.goodBalance = 4_000_000n
    await refreshBalances(queryClient)
    await waitFor(() => expect(max).toHaveAccessibleDescription('Your balance: 4.'))
    expect(calls('0x70a08231')).toBeGreaterThan(balances)
    expect([calls('0x95d89b41'), calls('0x313ce567')]).toEqual([symbols, decimals])
  })
})

describe('the drop-in’s shortfall against a hostile node', () => {
  /** A quoted supertransaction's state whose funding is `amount` of `token` on the chain. */
  const quotedState = (token: string, amount: bigint) =>
    ({
      status: 'quoted',
      data: {
        quote: {
          mode: 'smart-account',
          quote: { fundingTokens: [{ chainId, tokenAddress: token, amount: String(amount) }] },
          fee: { chainId, token, amount: '0' },
        },
        request: { fundingTokens: [] },
      },
    }) as never

  it('a balance that cannot be read is no shortfall (the service decides), never a throw', async () => {
    const { wrapper, queryClient } = await renderEnv()
    for (const token of [t.reverts, t.empty, t.short, t.notHex]) {
      const { result } = renderHook(() => useShortfall(quotedState(token, 5n), owner, undefined), {
        wrapper,
      })
      const balance = await settled(queryClient, token, 'balanceOf', owner)
      expect(balance?.data).toMatchObject({ status: 'unreadable' })
      await settled(queryClient, token, 'symbol')
      expect(result.current).toBeUndefined()
    }
  })

  it('short of a bytes32-symbol token: worded in its symbol and decimals', async () => {
    const { wrapper } = await renderEnv()
    const { result } = renderHook(
      () => useShortfall(quotedState(t.bytes32, 3_000_000_000_000_000_000n), owner, undefined),
      { wrapper },
    )
    await waitFor(() => expect(result.current).toEqual({ needed: '3 MKR', balance: '2.5 MKR' }))
  })

  it('short of a token whose decimals are not an ERC-20’s: base units and its short address', async () => {
    const { wrapper, queryClient } = await renderEnv()
    const { result } = renderHook(
      () => useShortfall(quotedState(t.hugeDecimals, 5n), owner, undefined),
      { wrapper },
    )
    expect((await settled(queryClient, t.hugeDecimals, 'decimals'))?.data).toEqual({
      status: 'unreadable',
      reason: 'malformed',
    })
    await waitFor(() =>
      expect(result.current).toEqual({
        needed: `5 ${short(t.hugeDecimals)}`,
        balance: `1 ${short(t.hugeDecimals)}`,
      }),
    )
  })
})
