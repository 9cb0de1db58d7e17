import type { Address, Hex, SignedAuthorization } from 'viem'
import type { MeeUserOpHashFormula } from '../../core/protocol/nexus/mee-hash.js'
import type { UserOpV07 } from '../../core/protocol/nexus/user-op.js'

/** One user op of a Nexus quote (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md), with what the engine needs to run it. */
export type IssuedNexusOp = {
  chainId: number
  /** The op as the quote shows it, without the signature the node assembles at execute time. */
  userOp: UserOpV07
  userOpHash: Hex
  /** Its leaf in the quote's sorted tree. */
  meeUserOpHash: Hex
  /** The leaf's proof in that tree (what the op's signature carries). */
  proof: Hex[]
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  isCleanUp: boolean
  /** The payment op at index 0. */
  isPayment: boolean
  /** A trusted sponsor's op: shown and signed over, never executed. */
  neverRuns?: boolean
  /** eoa-7702: the owner's delegation, carried by the first op on its chain. */
  authorization?: SignedAuthorization
}

/** What a Nexus quote keeps for execute: the hash formula, the ops, and the permit's facts. */
export type IssuedNexus = {
  formula: MeeUserOpHashFormula
  ops: IssuedNexusOp[]
  /** A permit quote: what the validator's permit signature format names besides v, r, s. */
  permit?: {
    token: Address
    spender: Address
    domainSeparator: Hex
    amount: bigint
    chainId: number
    nonce: bigint
  }
}

/** A quote as issued: its wire form (to detect tampering) and its internal ops. */
export type IssuedQuote = {
  hash: Hex
  owner: Address
  quoteType: 'simple' | 'permit' | 'onchain'
  /** The response exactly as sent; an execute body must carry the same `quote` and payloads. */
  response: unknown
  /** Its Nexus ops and what execute needs of them; dropped once the quote executed. */
  nexus?: IssuedNexus
  /** The `onchain` approve: which tx the owner must send (checked on execute). */
  onchain?: { chainId: number; token: Address; spender: Address; amount: bigint; data: Hex }
  expiresAt: number
  /** A fee-paying quote: the gas budget (wei) whose unspent part is refunded to `to` on `chainId`. */
  refund?: { chainId: number; to: Address; budgetWei: bigint; feeUserOpHash: Hex }
  /** Set by the first accepted execute; a quote runs at most once. */
  executed?: boolean
}

/** Where a store writes its quotes so they survive a restart (`startDevnet({ stateDir })`). */
export type QuoteJournal = {
  save: (key: string, quote: IssuedQuote) => Promise<void>
  remove: (key: string) => Promise<void>
}

export type QuoteStoreOptions = {
  /** Unexecuted quotes kept in all; past it the oldest is forgotten. Default 5,000. */
  maxOpen?: number
  /** Unexecuted quotes kept per owner; past it the owner's oldest is forgotten. Default 100. */
  maxOpenPerOwner?: number
  journal?: QuoteJournal
}

export const DEFAULT_MAX_OPEN_QUOTES = 5_000
export const DEFAULT_MAX_OPEN_QUOTES_PER_OWNER = 100

/**
 * Issued quotes by hash, kept for the quote TTL and bounded: at most `maxOpen` unexecuted quotes in
 * all and `maxOpenPerOwner` per owner (the oldest is forgotten first, and executing it then answers
 * QUOTE_NOT_FOUND like an expired one). An executed quote keeps only what recognises a replay
 * (hash, owner, expiry) until it expires: its response and ops, the heavy part, are dropped once
 * the engine holds the supertransaction. With a journal, every change is written before the
 * promise it returns resolves, so an answered quote survives a crash.
 */
export class QuoteStore {
  private readonly quotes = new Map<string, IssuedQuote>()
  /** Unexecuted quotes' keys, oldest first: in all, and per owner. */
  private readonly open = new Set<string>()
  private readonly openByOwner = new Map<string, Set<string>>()
  private readonly maxOpen: number
  readonly maxOpenPerOwner: number
  private readonly journal: QuoteJournal | undefined
  private lastSweep = Date.now()

  constructor(options: QuoteStoreOptions = {}) {
    this.maxOpen = options.maxOpen ?? DEFAULT_MAX_OPEN_QUOTES
    this.maxOpenPerOwner = options.maxOpenPerOwner ?? DEFAULT_MAX_OPEN_QUOTES_PER_OWNER
    this.journal = options.journal
  }

  /** How many quotes are held (unexecuted and executed), for tests and figures. */
  get size(): { open: number; executed: number } {
    return { open: this.open.size, executed: this.quotes.size - this.open.size }
  }

  /** Keeps a quote (replacing one with its hash); resolves once it is written. */
  async put(quote: IssuedQuote): Promise<void> {
    const key = quote.hash.toLowerCase()
    const removals = this.keep(key, quote)
    await Promise.all([this.journal?.save(key, quote), ...removals])
  }

  /** Holds the quote in memory, forgetting what the bounds push out; returns those deletions. */
  private keep(key: string, quote: IssuedQuote): Promise<void>[] {
    this.sweep()
    this.drop(key)
    this.quotes.set(key, quote)
    const removals: Promise<void>[] = []
    if (!quote.executed) {
      const owner = quote.owner.toLowerCase()
      const mine = this.openByOwner.get(owner) ?? new Set<string>()
      for (const oldest of mine) {
        if (mine.size < this.maxOpenPerOwner) break
        removals.push(this.forget(oldest))
      }
      for (const oldest of this.open) {
        if (this.open.size < this.maxOpen) break
        removals.push(this.forget(oldest))
      }
      mine.add(key)
      // Set after the evictions: forgetting an owner's last quote removes its entry.
      this.openByOwner.set(owner, mine)
      this.open.add(key)
    }
    return removals
  }

  /** The live quote with this hash, or undefined when unknown or expired. */
  get(hash: string): IssuedQuote | undefined {
    const key = hash.toLowerCase()
    const quote = this.quotes.get(key)
    if (!quote) return undefined
    if (quote.expiresAt <= Date.now()) {
      void this.forget(key)
      return undefined
    }
    return quote
  }

  /**
   * The quote ran: keep only what recognises a replay until it expires (the engine holds the
   * rest). Resolves once written.
   */
  markExecuted(hash: string): Promise<void> {
    const quote = this.quotes.get(hash.toLowerCase())
    if (!quote) return Promise.resolve()
    const { owner, quoteType, expiresAt } = quote
    return this.put({
      hash: quote.hash,
      owner,
      quoteType,
      expiresAt,
      executed: true,
      response: null,
    })
  }

  /**
   * Takes back quotes read from the journal at start, oldest first (they are on disk already);
   * resolves once the expired ones and those past the bounds are deleted.
   */
  restore(quotes: readonly IssuedQuote[]): Promise<void> {
    const now = Date.now()
    const sorted = [...quotes].sort((a, b) => a.expiresAt - b.expiresAt)
    const removals: Promise<void>[] = []
    for (const quote of sorted) {
      const key = quote.hash.toLowerCase()
      if (quote.expiresAt <= now) removals.push(this.journal?.remove(key) ?? Promise.resolve())
      else removals.push(...this.keep(key, quote))
    }
    return Promise.all(removals).then(() => undefined)
  }

  private drop(key: string): void {
    const quote = this.quotes.get(key)
    if (!quote) return
    this.quotes.delete(key)
    this.open.delete(key)
    const owner = quote.owner.toLowerCase()
    const mine = this.openByOwner.get(owner)
    mine?.delete(key)
    if (mine?.size === 0) this.openByOwner.delete(owner)
  }

  private forget(key: string): Promise<void> {
    this.drop(key)
    return this.journal?.remove(key) ?? Promise.resolve()
  }

  // Sweeping on write keeps memory bounded without a timer that would hold the process open.
  private sweep(): void {
    const now = Date.now()
    if (now - this.lastSweep < 10_000) return
    this.lastSweep = now
    for (const [key, quote] of this.quotes) if (quote.expiresAt <= now) void this.forget(key)
  }
}
