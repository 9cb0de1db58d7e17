import type { Address, Hex, SignedAuthorization } from 'viem'
import type { Auth, UserOp } from '../protocol/types.js'

/** One op of an issued quote, with everything the engine needs except the owner's signature. */
export type IssuedOp = {
  chainId: number
  account: Address
  deploy: boolean
  userOp: UserOp
  userOpHash: Hex
  /** The op's auth without the signature (kind, proof and the permit fields are fixed at quote time). */
  auth: Omit<Auth, 'signature'>
  /** eoa-7702: the delegation the engine applies (type-4 transaction) before this op. */
  authorization?: SignedAuthorization
}

/** A quote as issued: its wire form (to detect tampering) and its internal ops. */
export type IssuedQuote = {
  hash: Hex
  owner: Address
  quoteType: 'simple' | 'permit' | 'onchain'
  /** The response exactly as sent; an execute body must carry the same `quote` and payloads. */
  response: unknown
  ops: IssuedOp[]
  /** The `onchain` approve: which tx the owner must send (checked on execute). */
  onchain?: { chainId: number; token: Address; spender: Address; amount: bigint; data: Hex }
  expiresAt: number
  /** A fee-paying quote: the gas budget (wei) whose unspent part is refunded to `to` on `chainId`. */
  refund?: { chainId: number; to: Address; budgetWei: bigint; feeUserOpHash: Hex }
  /** Set by the first accepted execute; a quote runs at most once. */
  executed?: boolean
}

/**
 * Issued quotes by hash, kept for the quote TTL. Executed quotes stay until they expire too, so a
 * second execute is recognised as a replay rather than as an unknown quote.
 */
export class QuoteStore {
  private readonly quotes = new Map<string, IssuedQuote>()
  private lastSweep = Date.now()

  put(quote: IssuedQuote): void {
    this.sweep()
    this.quotes.set(quote.hash.toLowerCase(), quote)
  }

  /** The live quote with this hash, or undefined when unknown or expired. */
  get(hash: string): IssuedQuote | undefined {
    const quote = this.quotes.get(hash.toLowerCase())
    if (!quote) return undefined
    if (quote.expiresAt <= Date.now()) {
      this.quotes.delete(hash.toLowerCase())
      return undefined
    }
    return quote
  }

  // Sweeping on write keeps memory bounded without a timer that would hold the process open.
  private sweep(): void {
    const now = Date.now()
    if (now - this.lastSweep < 10_000) return
    this.lastSweep = now
    for (const [hash, quote] of this.quotes) if (quote.expiresAt <= now) this.quotes.delete(hash)
  }
}
