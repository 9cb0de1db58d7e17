// What the page offers for a preset (or the edited flows), a mode and a fee choice, and the plain
// reason where it does not: the same rules the matrix test on the devnet runs every combination
// through (test/devnet/playground/presets.test.ts).
import { isAddressEqual } from 'viem'
import type { FundingToken, Mode } from '../../src/core/index.js'
import { usableFeeTokens } from '../../src/react/components/FeeTokenSelect/FeeTokenSelect.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'
import { describeNeeds, type Need, tokenOnChain } from './funding.js'

export type FeeOption = { value: string; label: string; usable: boolean }

/** eoa mode's funding: the one token the flows spend, pulled with one permit or approval. */
export function fundingTokensFor(mode: Mode, needs: readonly Need[]): FundingToken[] | undefined {
  const [need] = needs
  if (mode !== 'eoa' || needs.length !== 1 || !need) return undefined
  return [{ tokenAddress: need.token, chainId: need.chainId, amount: need.amount.toString() }]
}

/** Sponsored, then each chain A token; in eoa mode only a funding token can pay (the kit's rule). */
export function feeOptions(
  chainA: PlaygroundChain,
  mode: Mode,
  fundingTokens: readonly FundingToken[] | undefined,
): FeeOption[] {
  const tokens = chainA.tokens.map((t) => ({ ...t, chainId: chainA.id }))
  const usable = usableFeeTokens(tokens, mode, fundingTokens)
  return [
    { value: 'sponsored', label: 'sponsored', usable: true },
    ...tokens.map((t) => {
      const ok = usable.includes(t)
      return {
        value: t.symbol,
        label: `${t.symbol} on ${chainA.name}${ok ? '' : ' (not in eoa mode)'}`,
        usable: ok,
      }
    }),
  ]
}

/**
 * Why these flows cannot run in this mode with this fee, in a sentence that says what to do; or
 * undefined. `notOffered` is the preset's own reason (presetNotOffered), if any.
 */
export function whyNotOffered(parameters: {
  devnet: PlaygroundDevnet
  mode: Mode
  /** `sponsored` or a chain A token's symbol. */
  fee: string
  needs: readonly Need[]
  notOffered?: string | undefined
}): string | undefined {
  const { devnet, mode, fee, needs, notOffered } = parameters
  if (notOffered) return notOffered
  const chainA = devnet.chains[0] as PlaygroundChain
  const feeToken = chainA.tokens.find((t) => t.symbol === fee)
  if (fee !== 'sponsored' && !feeToken)
    return `The devnet has no fee token ${fee} on ${chainA.name}: choose sponsored or one it lists.`
  if (mode !== 'eoa') return undefined
  if (needs.length === 0)
    return 'eoa mode pulls the tokens a supertransaction spends from your wallet, and these flows name no amount to pull: choose smart-account or eoa-7702 mode.'
  if (needs.length > 1)
    return `eoa mode pulls one token on one chain with one permit or approval, and these flows spend ${describeNeeds(needs, devnet)}: choose smart-account or eoa-7702 mode.`
  const [need] = needs as [Need]
  if (feeToken && (need.chainId !== chainA.id || !isAddressEqual(need.token, feeToken.address)))
    return `In eoa mode the fee is paid with the funding token (${tokenOnChain(devnet, need.chainId, need.token)}): choose it or sponsored.`
  return undefined
}
