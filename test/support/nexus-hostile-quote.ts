// Real-shaped (Nexus) quotes a hostile API could send for the request of the old-encoding fixtures
// (fixtures/verifiable-quotes.ts: owner, account 0x2222…, USDC 0x3333… on 31337): every op's
// callData written by the devnet's own ERC-7579 encoder (`executeCallData`), its nonce by
// `nexusNonce`, then hashed by viem and abstractjs (test/support/nexus-quote.ts) so that a tampered
// quote still has its own userOpHash, meeUserOpHash, sorted root and payload, and the kit's full
// checks run on it. The accounts are deployed 2.1.0 Nexus accounts (or the delegated EOA in
// eoa-7702): `simple` signs the raw root, `permit` carries the root as its deadline.
//
//   hostileNexusQuote({ mode: 'smart-account', ops: [[transfer(account, 1 USDC)]], fee: 4200n })
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { account, chainId, owner, permitTypes, usdc } from '../../fixtures/verifiable-quotes.js'
import type { QuoteReturnType } from '../../src/core/client/types.js'
import { executeCallData, type PlainCall } from '../../src/devnet/service/quote/nexus/call-data.js'
import { nexusNonce } from '../../src/devnet/service/quote/nexus/user-op-fields.js'
import { type NexusItemInput, nexusQuote } from './nexus-quote.js'

/** Who the node's payment op pays (the service's choice; the kit shows it as "the service"). */
export const feeBeneficiary: Hex = '0x00000000000000000000000000000000000fee00'
export const lower = 1_800_000_000
export const upper = 4_000_000_000

export const erc20Call = (
  functionName: 'transfer' | 'approve',
  to: Hex,
  value: bigint,
  token: Hex = usdc,
  native = 0n,
): PlainCall => ({
  to: token,
  value: native,
  data: encodeFunctionData({ abi: erc20Abi, functionName, args: [to, value] }),
})
export const transferFromCall = (from: Hex, to: Hex, value: bigint, token: Hex = usdc) => ({
  to: token,
  value: 0n,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transferFrom',
    args: [from, to, value],
  }),
})

export type HostileOp = {
  calls: PlainCall[]
  chainId?: number
  sender?: Hex
  isCleanUp?: boolean
  /** Changes to the op after its callData is written (before it is hashed). */
  edit?: (item: NexusItemInput) => NexusItemInput
}

export type HostileNexusQuoteParameters = {
  mode: 'smart-account' | 'eoa' | 'eoa-7702'
  /** The ops after the payment op, in order; a list of calls per op (or an op with its options). */
  ops: readonly (PlainCall[] | HostileOp)[]
  /**
   * The payment op at index 0: its amount (in `feeToken` on `chainId`), or its own calls (a lying
   * payment op). Absent: no payment op (sponsored).
   */
  payment?: { amount: bigint; token?: Hex; chainId?: number; calls?: PlainCall[] } | undefined
  /** `quote.fee` as the quote claims it; default the payment's amount and token. */
  claimedFee?: { amount: string; token: Hex; chainId: number } | undefined
  /** eoa: `permit` (default) or `onchain`; the permit's value (default funding + fee). */
  quoteType?: 'simple' | 'permit' | 'onchain'
  permitValue?: bigint
  /** The payload items, from the root (default: the quote type's genuine one). */
  payload?: (root: Hex) => unknown[]
  /** Other quote fields, e.g. `paymentInfo` facts the review could be tempted to show. */
  paymentInfo?: Record<string, unknown>
}

const accountOf = (mode: HostileNexusQuoteParameters['mode']) =>
  mode === 'eoa-7702' ? owner : account

/** A quote response as a hostile real service would send it, hashes and root its own. */
export function hostileNexusQuote(p: HostileNexusQuoteParameters): QuoteReturnType {
  const sender = accountOf(p.mode)
  const items: NexusItemInput[] = []
  let key = 4242
  const push = (op: HostileOp) => {
    const item: NexusItemInput = {
      chainId: op.chainId ?? chainId,
      sender: op.sender ?? sender,
      nonce: nexusNonce({ key: key++ }),
      callData: executeCallData(op.calls),
      lowerBoundTimestamp: lower,
      upperBoundTimestamp: upper,
      isCleanUpUserOp: op.isCleanUp ?? false,
    }
    items.push(op.edit ? op.edit(item) : item)
  }
  const payment = p.payment
  if (payment) {
    const token = payment.token ?? usdc
    const call =
      p.mode === 'eoa'
        ? transferFromCall(owner, feeBeneficiary, payment.amount, token)
        : erc20Call('transfer', feeBeneficiary, payment.amount, token)
    push({ calls: payment.calls ?? [call], chainId: payment.chainId ?? chainId })
    ;(items[0] as NexusItemInput).lowerBoundTimestamp = 0
  }
  for (const op of p.ops) push(Array.isArray(op) ? { calls: op } : (op as HostileOp))
  const quoteType = p.quoteType ?? (p.mode === 'eoa' ? 'permit' : 'simple')
  const fee = p.claimedFee ?? {
    amount: String(payment?.amount ?? 0n),
    token: payment ? (payment.token ?? usdc) : usdc,
    chainId: payment?.chainId ?? chainId,
  }
  const response = nexusQuote({
    ownerAddress: owner,
    mode: p.mode,
    quoteType,
    formula: 'legacy',
    fee,
    items,
    payload: (root) =>
      p.payload
        ? p.payload(root)
        : quoteType === 'simple'
          ? [{ message: { raw: root } }]
          : quoteType === 'permit'
            ? [permitPayload(root, p.permitValue ?? BigInt(fee.amount) + 1_000_000n)]
            : [],
  })
  return {
    ...response,
    quote: {
      ...response.quote,
      paymentInfo: { ...response.quote.paymentInfo, ...p.paymentInfo },
    },
  } as unknown as QuoteReturnType
}

/** The EIP-2612 Permit of the fusion trigger: the account may pull `value` of USDC until the root. */
export function permitPayload(
  root: Hex,
  value: bigint,
  message: Partial<Record<'owner' | 'spender' | 'nonce' | 'deadline', string>> = {},
  token: Hex = usdc,
) {
  return {
    signablePayload: {
      domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: token },
      types: permitTypes,
      primaryType: 'Permit',
      message: {
        owner,
        spender: account,
        value: String(value),
        nonce: '0',
        deadline: BigInt(root).toString(),
        ...message,
      },
    },
  }
}
