// A chain's JSON-RPC node as a scripted-server route whose tokens answer `eth_call` as broken or
// lying tokens (or nodes) do: reverts, nothing, 10 bytes, a bytes32 symbol, a string length that
// points nowhere, text that is not hex. The token is picked by the call's `to` address.
//
//   server.on('POST /rpc', hostileTokenNode())   // then a chain's rpcUrl: `${server.url}/rpc`
import { encodeAbiParameters, numberToHex, pad, stringToHex } from 'viem'
import type { Answer, Handler } from '../../fixtures/harness/scripted-server.js'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const

export const hostileTokens = {
  /** USDC-like: balance 1.5 (6 decimals), symbol 'USDC', name 'USD Coin'. */
  good: address(0x1001),
  /** MKR-like: symbol and name as bytes32, 18 decimals; balance 2.5. */
  bytes32: address(0x1002),
  /** Every call reverts with JSON-RPC code 3 and revert data (Error("nope")). */
  reverts: address(0x1003),
  /** Every call reverts as geth says it without data: -32000 "execution reverted". */
  revertsPlain: address(0x1004),
  /** Every call answers `0x`. */
  empty: address(0x1005),
  /** Every call answers 10 bytes. */
  short: address(0x1006),
  /** A string's length word is 2^256 − 1. */
  hugeLength: address(0x1007),
  /** A string's length (1 000 000) points past the answer. */
  pastEnd: address(0x1008),
  /** A string's offset word is 2^256 − 1. */
  hugeOffset: address(0x1009),
  /** Answers text that is not hex. */
  notHex: address(0x100a),
  /** Answers hex of odd length. */
  oddHex: address(0x100b),
  /** Answers a JSON number. */
  number: address(0x100c),
  /** Answers null. */
  nullResult: address(0x100d),
  /** decimals() is 2^255. */
  hugeDecimals: address(0x100e),
} as const

const word = (n: bigint) => n.toString(16).padStart(64, '0')
const MAX = 2n ** 256n - 1n
const selectors = {
  '0x70a08231': 'balanceOf',
  '0x313ce567': 'decimals',
  '0x95d89b41': 'symbol',
  '0x06fdde03': 'name',
} as const
type Fact = (typeof selectors)[keyof typeof selectors]

const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])
const string = (s: string) => encodeAbiParameters([{ type: 'string' }], [s])

/** What each token answers per fact: a result, or a JSON-RPC error. */
const answers: Record<string, (fact: Fact) => { result: unknown } | { error: object }> = {
  [hostileTokens.good]: (fact) => ({
    result: {
      balanceOf: uint(1_500_000n),
      decimals: uint(6n),
      symbol: string('USDC'),
      name: string('USD Coin'),
    }[fact],
  }),
  [hostileTokens.bytes32]: (fact) => ({
    result: {
      balanceOf: uint(2_500_000_000_000_000_000n),
      decimals: uint(18n),
      symbol: pad(stringToHex('MKR'), { dir: 'right' }),
      name: pad(stringToHex('Maker'), { dir: 'right' }),
    }[fact],
  }),
  [hostileTokens.reverts]: () => ({
    error: {
      code: 3,
      message: 'execution reverted: nope',
      data: `0x08c379a0${encodeAbiParameters([{ type: 'string' }], ['nope']).slice(2)}`,
    },
  }),
  [hostileTokens.revertsPlain]: () => ({ error: { code: -32000, message: 'execution reverted' } }),
  [hostileTokens.empty]: () => ({ result: '0x' }),
  [hostileTokens.short]: () => ({ result: `0x${'ab'.repeat(10)}` }),
  [hostileTokens.hugeLength]: () => ({ result: `0x${word(32n)}${word(MAX)}${'41'.repeat(32)}` }),
  [hostileTokens.pastEnd]: () => ({
    result: `0x${word(32n)}${word(1_000_000n)}${'41'.repeat(32)}`,
  }),
  [hostileTokens.hugeOffset]: () => ({ result: `0x${word(MAX)}${word(3n)}${'41'.repeat(32)}` }),
  [hostileTokens.notHex]: () => ({ result: 'USDC' }),
  [hostileTokens.oddHex]: () => ({ result: `0x${word(6n)}0` }),
  [hostileTokens.number]: () => ({ result: 6 }),
  [hostileTokens.nullResult]: () => ({ result: null }),
  [hostileTokens.hugeDecimals]: (fact) => ({
    result:
      fact === 'decimals'
        ? uint(2n ** 255n)
        : { balanceOf: uint(1n), symbol: string('BIG'), name: string('Big') }[fact],
  }),
}

/**
 * The node: `eth_call` per token as above; the chain id and block 1 for whatever else asks.
 * `state.goodBalance`, when given, is what the good token's balanceOf answers, read at each call.
 */
export function hostileTokenNode(chainId = 31337, state: { goodBalance?: bigint } = {}): Handler {
  return (body): Answer => {
    const { id, method, params } = body as { id: number; method: string; params?: unknown[] }
    const reply = (payload: { result: unknown } | { error: object }) => ({
      json: { jsonrpc: '2.0', id, ...payload },
    })
    if (method === 'eth_chainId') return reply({ result: numberToHex(chainId) })
    if (method === 'eth_blockNumber') return reply({ result: '0x1' })
    if (method !== 'eth_call')
      return reply({ error: { code: -32601, message: `${method} is not scripted` } })
    const call = params?.[0] as { to?: string; data?: string } | undefined
    const fact = selectors[(call?.data ?? '').slice(0, 10) as keyof typeof selectors]
    const token = answers[(call?.to ?? '').toLowerCase()]
    // An unknown token or selector answers as an address without code does.
    if (call?.to?.toLowerCase() === hostileTokens.good && fact === 'balanceOf' && state.goodBalance)
      return reply({ result: uint(state.goodBalance) })
    return reply(token && fact ? token(fact) : { result: '0x' })
  }
}
