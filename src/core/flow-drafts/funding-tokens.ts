// What compose flows spend, read from the flows themselves: the `fundingTokens` an `eoa` quote
// pulls from the owner's wallet (with one permit or approval) before the flows run.
import type { ComposeFlowInput } from '../schemas/compose-flow.js'
import type { FundingToken } from '../schemas/quote.js'
import { readFunctionSignature } from './abi-params.js'

const literal = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value)
    ? BigInt(value)
    : typeof value === 'bigint' && value >= 0n
      ? value
      : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? BigInt(value)
        : undefined

const isAddress = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * The tokens the flows spend and do not produce themselves first, per chain and token, in the
 * order the flows first spend them: an ERC-20 `transfer(address,uint256)`'s amount in the token
 * called, a bridge's (`build-ccip`) and an intent's (`intent-simple`) source amount. What a bridge
 * delivers pays for what later flows spend on its destination chain. Amounts read at execution
 * time (runtime balances) and calls it cannot read (`build-raw`, other functions) spend nothing
 * here, so a request may still need more than this says.
 *
 * @example
 * const fundingTokens = fundingTokensOf(composeFlows) // [{ tokenAddress, chainId, amount: '1000000' }]
 */
export function fundingTokensOf(flows: readonly ComposeFlowInput[]): FundingToken[] {
  const needs = new Map<string, FundingToken & { tokenAddress: `0x${string}` }>()
  const credits = new Map<string, bigint>()
  const keyOf = (chainId: number, token: string) => `${chainId}:${token.toLowerCase()}`
  const spend = (chainId: number, token: unknown, amount: bigint | undefined) => {
    if (!amount || !isAddress(token) || !Number.isSafeInteger(chainId)) return
    const key = keyOf(chainId, token)
    const credit = credits.get(key) ?? 0n
    const fromCredit = credit < amount ? credit : amount
    credits.set(key, credit - fromCredit)
    if (amount === fromCredit) return
    const old = needs.get(key)
    const total = (old ? BigInt(old.amount) : 0n) + amount - fromCredit
    needs.set(key, { tokenAddress: old?.tokenAddress ?? token, chainId, amount: total.toString() })
  }
  const credit = (chainId: number, token: unknown, amount: bigint | undefined) => {
    if (!amount || !isAddress(token)) return
    const key = keyOf(chainId, token)
    credits.set(key, (credits.get(key) ?? 0n) + amount)
  }
  for (const flow of flows) {
    if (flow.type === '/instructions/build') {
      const { to, chainId, functionSignature, args } = flow.data
      const parsed = readFunctionSignature(functionSignature)
      if (!parsed.ok) continue
      const types = parsed.inputs.map((input) => input.type).join(',')
      if (parsed.name === 'transfer' && types === 'address,uint256')
        spend(Number(chainId), to, literal(args[1]))
    } else if (
      flow.type === '/instructions/build-ccip' ||
      flow.type === '/instructions/intent-simple'
    ) {
      const { srcToken, dstToken, srcChainId, dstChainId, amount } = flow.data
      spend(Number(srcChainId), srcToken, literal(amount))
      // A bridge delivers what it locks; an intent's output is only known once quoted.
      if (flow.type === '/instructions/build-ccip')
        credit(Number(dstChainId), dstToken, literal(amount))
    }
  }
  return [...needs.values()]
}

/**
 * The quote request as it is sent: an `eoa` request that names no `fundingTokens` gets the ones
 * its flows spend (`fundingTokensOf`; none when they spend nothing the kit can read); any other
 * request is returned as given. `createSupertransaction`, `getQuoteQueryOptions` and `useQuote`
 * send this, and the checks before signing compare the quote with it.
 *
 * @example
 * const request = withFundingTokens({ mode: 'eoa', ownerAddress, composeFlows })
 * request.fundingTokens // [{ tokenAddress, chainId, amount }]
 */
export function withFundingTokens<
  request extends {
    mode?: string | undefined
    composeFlows?: readonly ComposeFlowInput[] | undefined
    fundingTokens?: readonly FundingToken[] | undefined
  },
>(request: request): request {
  if (request.mode !== 'eoa' || request.fundingTokens || !request.composeFlows) return request
  const spent = fundingTokensOf(request.composeFlows)
  return spent.length ? { ...request, fundingTokens: spent } : request
}
