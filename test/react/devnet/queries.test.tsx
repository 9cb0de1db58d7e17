// The single-purpose hooks on the real devnet: the 7702 authorizations to sign, instructions for a
// call, a cross-chain intent route, the orchestrator accounts, and per-item signing progress of an
// onchain approval (spec: POST /v1/mee/prepare7702, /v1/instructions/build,
// /v1/instructions/intent-simple, /v1/mee/orchestrator, "Signing by quoteType").
import { act, renderHook, waitFor } from '@testing-library/react'
import { getAccount } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import type { SignItemStatus } from '../../../src/core/actions/signPayloads.js'
import { useBuildInstructions } from '../../../src/react/hooks/useBuildInstructions.js'
import { useIntentRoute } from '../../../src/react/hooks/useIntentRoute.js'
import { useOrchestrator } from '../../../src/react/hooks/useOrchestrator.js'
import { usePrepare7702 } from '../../../src/react/hooks/usePrepare7702.js'
import { useQuote } from '../../../src/react/hooks/useQuote.js'
import { useSignPayloads } from '../../../src/react/hooks/useSignPayloads.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  chainA,
  chainB,
  devnet,
  publicClient,
  recipient,
  renderEnv,
  transfer,
  USDC,
  USDT,
  WETH,
  wait,
} from './env.js'

describe('query hooks on the devnet', () => {
  it('usePrepare7702: one multichain delegation to the devnet’s Nexus delegate at the EOA nonce', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const nonce = await publicClient().getTransactionCount({ address: owner })
    const { result } = renderHook(
      () =>
        usePrepare7702({
          mode: 'eoa-7702',
          ownerAddress: owner,
          instructions: [
            { chainId: chainA.id, calls: [] },
            { chainId: chainB.id, calls: [] },
          ],
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true), wait)
    expect(result.current.data).toEqual([{ address: devnet.eip7702Delegate, chainId: 0, nonce }])
  })

  it('useBuildInstructions and useOrchestrator', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const { result } = renderHook(
      () => ({
        build: useBuildInstructions(transfer(USDC, 5n).data),
        orchestrator: useOrchestrator({ ownerAddress: owner, chains: [chainA.id, chainB.id] }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.build.isSuccess).toBe(true), wait)
    const instructions = result.current.build.data?.instructions ?? []
    expect(instructions).toHaveLength(1)
    expect(instructions[0]).toMatchObject({ chainId: chainA.id })
    await waitFor(() => expect(result.current.orchestrator.isSuccess).toBe(true), wait)
    const accounts = result.current.orchestrator.data as { address: string; chains: string[] }[]
    expect(accounts.flatMap((a) => a.chains).sort()).toEqual(
      [String(chainA.id), String(chainB.id)].sort(),
    )
  })

  it('useIntentRoute: a cross-chain route with outputAmount ≥ minOutputAmount > 0', async () => {
    const { wrapper, owner } = await renderEnv(DEV_ACCOUNT.queries)
    const { result } = renderHook(
      () =>
        useIntentRoute({
          srcToken: USDC,
          dstToken: WETH,
          srcChainId: chainA.id,
          dstChainId: chainB.id,
          ownerAddress: owner,
          amount: '1000000000',
          mode: 'smart-account',
          slippage: 0.01,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true), wait)
    const { outputAmount, minOutputAmount, route } = result.current.data ?? {}
    expect(BigInt(minOutputAmount ?? 0)).toBeGreaterThan(0n)
    expect(BigInt(outputAmount ?? 0)).toBeGreaterThanOrEqual(BigInt(minOutputAmount ?? 0))
    expect(route?.steps.length).toBeGreaterThan(0)
  })

  it('useSignPayloads on an onchain quote on the second chain: switches there, then pending → signing → confirming (tx sent) → signed', async () => {
    const { wrapper, owner, wallet, wagmiConfig } = await renderEnv(DEV_ACCOUNT.queries)
    expect(getAccount(wagmiConfig).chainId).toBe(chainA.id)
    const request = {
      mode: 'eoa' as const,
      ownerAddress: owner,
      fundingTokens: [{ tokenAddress: USDT, chainId: chainB.id, amount: '777' }],
      composeFlows: [transfer(USDT, 777n, chainB.id, recipient)],
    }
    const { result } = renderHook(() => ({ quote: useQuote(request), sign: useSignPayloads() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.quote.data?.quoteType).toBe('onchain'), wait)
    const quote = result.current.quote.data
    if (!quote) throw new Error('unreachable')
    const seen: SignItemStatus[] = []
    const { items } = await act(() =>
      result.current.sign.signPayloadsAsync({
        quote,
        request,
        onProgress: ([item]) => {
          if (item && item.status !== seen.at(-1)) seen.push(item.status)
        },
      }),
    )
    expect(seen).toEqual(['pending', 'signing', 'confirming', 'signed'])
    const hash = items[0]?.transactionHash as `0x${string}`
    expect(items[0]?.signature).toBe(hash)
    expect(getAccount(wagmiConfig).chainId).toBe(chainB.id)
    const mined = await publicClient(chainB).getTransactionReceipt({ hash })
    expect(mined.status).toBe('success')
    expect(wallet.prompts).toEqual([{ method: 'eth_sendTransaction' }])
  })
})
