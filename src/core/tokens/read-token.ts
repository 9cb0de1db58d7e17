// One ERC-20 fact (`balanceOf`, `decimals`, `symbol`, `name`) read with a plain `eth_call` over any
// client with viem's `request` (a viem public client, or wagmi's per-chain client). Not viem's
// `readContract`/`multicall`: those reach `call` with its CCIP-read and deployless code, the
// contract-error machinery and the multicall3 ABI, about 60 kB of unminified viem for four
// selectors.
//
// What the token (or the node speaking for it) answers is untrusted: an empty answer, a revert, a
// short or garbled word, a string whose length points past the answer are each a typed
// `unreadable` result, never a throw. Only a failure to ask at all (the node is down, a timeout)
// rejects, so a query can show and retry it.
import { decodeAbiParameters, type Hex, hexToString } from 'viem'

/** What the read needs of a client: viem's `request` (a viem client or wagmi's has it). */
export type TokenReader = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
}

export type TokenFact = 'balanceOf' | 'decimals' | 'symbol' | 'name'

/** What each fact reads as. */
export type TokenFactValue = { balanceOf: bigint; decimals: number; symbol: string; name: string }

/**
 * Why a fact could not be read:
 * - `no-chain`: no client reads the token's chain;
 * - `no-contract`: the call answered nothing (`0x`): no contract there, or one without the function
 *   and a fallback that returns nothing;
 * - `reverted`: the call reverted;
 * - `malformed`: the answer is not the fact's encoding (not hex, too short, a string whose offset
 *   or length points outside the answer, decimals above 255).
 */
export type TokenUnreadableReason = 'no-chain' | 'no-contract' | 'reverted' | 'malformed'

export type TokenRead<fact extends TokenFact = TokenFact> =
  | { status: 'read'; value: TokenFactValue[fact] }
  | { status: 'unreadable'; reason: TokenUnreadableReason }

export type ReadTokenParameters<fact extends TokenFact = TokenFact> = {
  token: Hex
  fact: fact
  /** Whose balance `balanceOf` reads; ignored by the other facts. */
  holder?: Hex | undefined
}

const selectors: Record<TokenFact, string> = {
  balanceOf: '70a08231',
  decimals: '313ce567',
  symbol: '95d89b41',
  name: '06fdde03',
}

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/

/** The calldata of `fact`: its selector, and for `balanceOf` the holder as one word. */
export function tokenCalldata(fact: TokenFact, holder?: Hex | undefined): Hex {
  if (fact !== 'balanceOf') return `0x${selectors[fact]}`
  if (!holder || !/^0x[0-9a-fA-F]{40}$/.test(holder))
    throw new TypeError(`balanceOf needs the holder's 20-byte address (got ${String(holder)}).`)
  return `0x${selectors.balanceOf}${holder.slice(2).toLowerCase().padStart(64, '0')}`
}

/**
 * Reads `fact` of `token` at the latest block. Resolves with the value or why it is unreadable;
 * rejects only when the node could not be asked (its transport's error).
 *
 * @example
 * const read = await readToken(client, { token: usdc, fact: 'balanceOf', holder })
 * if (read.status === 'read') read.value // bigint
 */
export async function readToken<fact extends TokenFact>(
  reader: TokenReader | undefined,
  { token, fact, holder }: ReadTokenParameters<fact>,
): Promise<TokenRead<fact>> {
  if (!reader) return { status: 'unreadable', reason: 'no-chain' }
  const data = tokenCalldata(fact, holder)
  let answer: unknown
  try {
    answer = await reader.request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] })
  } catch (error) {
    if (isRevert(error)) return { status: 'unreadable', reason: 'reverted' }
    throw error
  }
  return decodeTokenFact(fact, answer)
}

/** `answer` (an `eth_call` result, untrusted) as `fact`, or why it is not one. */
export function decodeTokenFact<fact extends TokenFact>(
  fact: fact,
  answer: unknown,
): TokenRead<fact> {
  const unreadable = (reason: TokenUnreadableReason) => ({ status: 'unreadable', reason }) as const
  if (typeof answer !== 'string' || !HEX.test(answer)) return unreadable('malformed')
  if (answer === '0x') return unreadable('no-contract')
  const read = (value: TokenFactValue[TokenFact]) => ({ status: 'read', value }) as TokenRead<fact>
  if (fact === 'balanceOf' || fact === 'decimals') {
    // One word (a longer answer is read as abi decoding does: its first word).
    if (answer.length < 66) return unreadable('malformed')
    const word = BigInt(answer.slice(0, 66))
    if (fact === 'balanceOf') return read(word)
    return word > 255n ? unreadable('malformed') : read(Number(word))
  }
  // Exactly one word: a bytes32 string (MKR's, SAI's symbol), zero-padded on the right.
  if (answer.length === 66) return read(hexToString(answer as Hex, { size: 32 }))
  try {
    const [text] = decodeAbiParameters([{ type: 'string' }], answer as Hex)
    return read(text)
  } catch {
    return unreadable('malformed')
  }
}

/**
 * Whether a request's error is the call reverting (JSON-RPC code 3, or a node's "execution
 * reverted" under another code), as opposed to failing to reach the node.
 */
function isRevert(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 20; depth++) {
    const e = current as { code?: unknown; message?: unknown; details?: unknown; cause?: unknown }
    if (e.code === 3) return true
    for (const text of [e.details, e.message])
      if (typeof text === 'string' && /\brevert/i.test(text)) return true
    current = e.cause
  }
  return false
}
