// One ERC-20 fact (`balanceOf`, `decimals`, `symbol`, `name`) read with viem's `readContract` on the
// chain's client (a viem public client, or wagmi's per-chain client): the same contract-read code a
// dApp already ships for its own `useReadContracts`, and batched into multicall3 where the app's
// client batches.
//
// What the token (or the node speaking for it) answers is untrusted: an empty answer, a revert, a
// short or garbled word, a string whose length points past the answer are each a typed
// `unreadable` result, never a throw. Only a failure to ask at all (the node is down, a timeout)
// rejects, so a query can show and retry it.
import {
  type Address,
  BaseError,
  CallExecutionError,
  type Client,
  ContractFunctionZeroDataError,
  erc20Abi,
  erc20Abi_bytes32,
  type Hex,
  hexToBytes,
  isAddress,
} from 'viem'
import { readContract } from 'viem/actions'

/** The chain's client the read goes through (a viem client, or wagmi's `getClient`). */
export type TokenReader = Client

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

type Unreadable = { status: 'unreadable'; reason: TokenUnreadableReason }
const unreadable = (reason: TokenUnreadableReason): Unreadable => ({ status: 'unreadable', reason })

/**
 * Reads `fact` of `token` at the latest block. Resolves with the value or why it is unreadable;
 * rejects only when the node could not be asked (its transport's error). `balanceOf` without the
 * holder's address throws a `TypeError` before anything is sent.
 *
 * @example
 * const read = await readToken(client, { token: usdc, fact: 'balanceOf', holder })
 * if (read.status === 'read') read.value // bigint
 */
export async function readToken<fact extends TokenFact>(
  reader: TokenReader | undefined,
  { token, fact, holder }: ReadTokenParameters<fact>,
): Promise<TokenRead<fact>> {
  if (fact === 'balanceOf' && !(holder && isAddress(holder, { strict: false })))
    throw new TypeError(`balanceOf needs the holder's 20-byte address (got ${String(holder)}).`)
  if (!reader) return unreadable('no-chain')
  const read = (value: TokenFactValue[TokenFact]) => ({ status: 'read', value }) as TokenRead<fact>
  try {
    const value =
      fact === 'balanceOf'
        ? await readContract(reader, {
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [holder as Address],
          })
        : await readContract(reader, {
            address: token,
            abi: erc20Abi,
            functionName: fact as 'decimals' | 'symbol' | 'name',
          })
    if (fact === 'decimals' && (value as number) > 255) return unreadable('malformed')
    return read(value)
  } catch (error) {
    const reason = unreadableReason(error)
    if (reason.reason !== 'malformed' || (fact !== 'symbol' && fact !== 'name')) return reason
    // A bytes32 symbol or name (MKR's, SAI's): read the one word as text before its padding.
    try {
      const word = await readContract(reader, {
        address: token,
        abi: erc20Abi_bytes32,
        functionName: fact as 'symbol' | 'name',
      })
      const text = bytes32Text(word)
      return text === undefined ? unreadable('malformed') : read(text)
    } catch (second) {
      return unreadableReason(second)
    }
  }
}

/** Why `error` (from `readContract`) left the fact unreadable; rethrows a failure to ask. */
function unreadableReason(error: unknown): Unreadable {
  if (!(error instanceof BaseError)) throw error
  if (error.walk((e) => e instanceof ContractFunctionZeroDataError))
    return unreadable('no-contract')
  // The call itself failed: the token reverted, or the node could not be asked.
  if (error.walk((e) => e instanceof CallExecutionError)) {
    if (isRevert(error)) return unreadable('reverted')
    throw error
  }
  // The call answered, and viem could not decode the answer as the fact.
  return unreadable('malformed')
}

/**
 * The text of a bytes32 string: UTF-8 from the first byte, zero-padded on the right, no zero
 * inside. Anything else (an ABI string's offset word, which starts with a zero byte) is not one.
 */
function bytes32Text(word: Hex): string | undefined {
  const bytes = hexToBytes(word)
  let end = bytes.length
  while (end > 0 && bytes[end - 1] === 0) end--
  const text = bytes.subarray(0, end)
  if (text.length === 0 || text.includes(0)) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(text)
  } catch {
    return undefined
  }
}

/**
 * Whether a request's error is the call reverting (JSON-RPC code 3, or a node's "execution
 * reverted" under another code), as opposed to failing to reach the node.
 */
function isRevert(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 20; depth++) {
    const e = current as { code?: unknown; details?: unknown; cause?: unknown }
    if (e.code === 3) return true
    if (typeof e.details === 'string' && /\brevert/i.test(e.details)) return true
    current = e.cause
  }
  return false
}
