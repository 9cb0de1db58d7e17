// What the page offers for a preset (or the edited flows), a mode and a fee choice, and the plain
// reason where it does not: the same rules the matrix test on the devnet runs every combination
// through (test/devnet/playground/presets.test.ts).
import { isAddressEqual } from 'viem'
import type { FundingToken, Mode } from '../../src/core/index.js'
import { usableFeeTokens } from '../../src/react/components/FeeTokenSelect/FeeTokenSelect.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'
import { describeNeeds, type Need, tokenOnChain } from './funding.js'
import type { PlaygroundWords } from './words.js'

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
  words: Pick<PlaygroundWords, 'offers' | 'funding'>,
): FeeOption[] {
  const tokens = chainA.tokens.map((t) => ({ ...t, chainId: chainA.id }))
  const usable = usableFeeTokens(tokens, mode, fundingTokens)
  return [
    { value: 'sponsored', label: words.offers.sponsored, usable: true },
    ...tokens.map((t) => {
      const ok = usable.includes(t)
      const token = words.funding.tokenOnChain(t.symbol, chainA.name)
      return { value: t.symbol, label: words.offers.feeOption(token, ok), usable: ok }
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
  /** The page's words (`en` or `de` of words.ts). */
  words: Pick<PlaygroundWords, 'offers' | 'funding'>
}): string | undefined {
  const { devnet, mode, fee, needs, notOffered, words } = parameters
  const w = words.offers
  if (notOffered) return notOffered
  const chainA = devnet.chains[0] as PlaygroundChain
  const feeToken = chainA.tokens.find((t) => t.symbol === fee)
  if (fee !== 'sponsored' && !feeToken) return w.noFeeToken(fee, chainA.name)
  if (mode !== 'eoa') return undefined
  if (needs.length === 0) return w.eoaNoAmount
  if (needs.length > 1) return w.eoaManyNeeds(describeNeeds(needs, devnet, words.funding))
  const [need] = needs as [Need]
  if (feeToken && (need.chainId !== chainA.id || !isAddressEqual(need.token, feeToken.address)))
    return w.eoaFeeToken(tokenOnChain(devnet, need.chainId, need.token, words.funding))
  return undefined
}
