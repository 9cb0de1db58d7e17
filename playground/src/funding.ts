// What a supertransaction's flows spend from the account that runs them, read from the flows
// themselves: smart-account mode sends it to the orchestrator account first, eoa mode pulls it
// with the owner's one permit or approval, eoa-7702 spends it from the wallet. Only amounts the
// flows write out count; what a flow produces (a swap's minimum output to the account, a bridged
// amount) pays for what later flows spend. A call it cannot read (build-raw, other functions)
// spends nothing here.
import { type Address, formatUnits, isAddressEqual } from 'viem'
import { parseFunctionSignature } from '../../src/core/flow-drafts/index.js'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import type { AccountFundingPlanner } from '../../src/core/supertransaction/account-funding-needs.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import type { FundingWords } from './words.js'

/** An amount of a token on a chain. */
export type Need = { chainId: number; token: Address; amount: bigint }

type Ledger = { needs: Map<string, Need>; credits: Map<string, bigint> }

const keyOf = (chainId: number, token: string) => `${chainId}:${token.toLowerCase()}`
const literal = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined
const same = (a: unknown, b: string) =>
  typeof a === 'string' &&
  /^0x[0-9a-fA-F]{40}$/.test(a) &&
  isAddressEqual(a as Address, b as Address)

function spend(ledger: Ledger, chainId: number, token: Address, amount: bigint | undefined) {
  if (!amount) return
  const key = keyOf(chainId, token)
  const credit = ledger.credits.get(key) ?? 0n
  const fromCredit = credit < amount ? credit : amount
  ledger.credits.set(key, credit - fromCredit)
  if (amount === fromCredit) return
  const need = ledger.needs.get(key) ?? { chainId, token, amount: 0n }
  ledger.needs.set(key, { ...need, amount: need.amount + amount - fromCredit })
}

function credit(ledger: Ledger, chainId: number, token: string, amount: bigint | undefined) {
  if (!amount) return
  const key = keyOf(chainId, token)
  ledger.credits.set(key, (ledger.credits.get(key) ?? 0n) + amount)
}

/** The pool's other token: the devnet pools trade USDC against WETH. */
function poolOutToken(devnet: PlaygroundDevnet, chainId: number, pool: string, tokenIn: string) {
  const chain = devnet.chains.find((c) => c.id === chainId && same(pool, c.pool))
  if (!chain) return undefined
  const symbol = chain.tokens.find((t) => same(tokenIn, t.address))?.symbol
  const other = symbol === 'USDC' ? 'WETH' : symbol === 'WETH' ? 'USDC' : undefined
  return chain.tokens.find((t) => t.symbol === other)?.address
}

function readBuild(ledger: Ledger, flow: ComposeFlow, devnet: PlaygroundDevnet, account: Address) {
  const { to, chainId, functionSignature, args } = flow.data as {
    to: Address
    chainId: number
    functionSignature: string
    args?: unknown[]
  }
  const parsed = parseFunctionSignature(functionSignature)
  if (!parsed.ok || !args) return
  const types = parsed.inputs.map((input) => input.type).join(',')
  if (parsed.name === 'transfer' && types === 'address,uint256') {
    spend(ledger, chainId, to, literal(args[1]))
    // A transfer to the account itself (a preset's wait) gives it right back.
    if (same(args[0], account)) credit(ledger, chainId, to, literal(args[1]))
  } else if (parsed.name === 'swap' && types === 'address,uint256,uint256,address') {
    spend(ledger, chainId, args[0] as Address, literal(args[1]))
    const out = poolOutToken(devnet, chainId, to, String(args[0]))
    if (out && same(args[3], account)) credit(ledger, chainId, out, literal(args[2]))
  }
}

/**
 * What the flows spend from the account that runs them and do not produce themselves first, per
 * chain and token, in the order the flows first spend them.
 */
export function needsOf(
  flows: readonly ComposeFlow[],
  parameters: { devnet: PlaygroundDevnet; account: Address },
): Need[] {
  const ledger: Ledger = { needs: new Map(), credits: new Map() }
  for (const flow of flows) {
    if (flow.type === '/instructions/build')
      readBuild(ledger, flow, parameters.devnet, parameters.account)
    else if (
      flow.type === '/instructions/build-ccip' ||
      flow.type === '/instructions/intent-simple'
    ) {
      const data = flow.data as {
        srcToken: Address
        dstToken: Address
        srcChainId: number
        dstChainId: number
        amount: unknown
      }
      spend(ledger, data.srcChainId, data.srcToken, literal(data.amount))
      // A bridge delivers what it locks; an intent's output is only known once quoted.
      if (flow.type === '/instructions/build-ccip')
        credit(ledger, data.dstChainId, data.dstToken, literal(data.amount))
    }
  }
  return [...ledger.needs.values()]
}

/** The needs with the quoted fee added (a sponsored quote's fee is 0). */
export function withFee(needs: readonly Need[], fee: Need | undefined): Need[] {
  if (!fee?.amount) return [...needs]
  const found = needs.find((n) => n.chainId === fee.chainId && isAddressEqual(n.token, fee.token))
  if (!found) return [...needs, fee]
  return needs.map((n) => (n === found ? { ...n, amount: n.amount + fee.amount } : n))
}

/** "USDC on Devnet A" (the token's address where the devnet does not list it). */
export function tokenOnChain(
  devnet: PlaygroundDevnet,
  chainId: number,
  token: Address,
  words: FundingWords,
): string {
  const chain = devnet.chains.find((c) => c.id === chainId)
  const symbol = chain?.tokens.find((t) => isAddressEqual(t.address, token))?.symbol ?? token
  return words.tokenOnChain(symbol, chain?.name ?? words.unknownChain(chainId))
}

/** "100 USDC on Devnet A and 0.03 WETH on Devnet B", from the devnet's token list. */
export function describeNeeds(
  needs: readonly Need[],
  devnet: PlaygroundDevnet,
  words: FundingWords,
): string {
  const parts = needs.map((need) => {
    const decimals = devnet.chains
      .find((c) => c.id === need.chainId)
      ?.tokens.find((t) => isAddressEqual(t.address, need.token))?.decimals
    const token = tokenOnChain(devnet, need.chainId, need.token, words)
    return decimals === undefined
      ? words.baseUnits(String(need.amount), token)
      : words.tokenAmount(words.amount(formatUnits(need.amount, decimals)), token)
  })
  return parts.length ? words.list(parts) : words.nothing
}

/**
 * smart-account mode: the kit's funding step (`fundAccount`) tops the account up to what these
 * flows spend, read as the page reads them (a swap's input too); the kit adds the fee when the
 * request pays it in a token.
 */
export function fundingPlanner(needs: readonly Need[]): AccountFundingPlanner {
  return () => needs
}
