// readToken (viem's readContract) against a hostile JSON-RPC node on 127.0.0.1: a real HTTP server
// answering `eth_call` per token address with what a broken or lying token (or node) answers. Each
// is a value or a typed `unreadable` result; only a node that cannot be asked rejects. The reads of real ERC-20s on the
// devnet run in test/react/devnet (FlowBuilder's Max, the drop-in's shortfall).
import { createClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { readTokenQueryKey, readTokenQueryOptions } from '../../../src/core/query/token.js'
import { readToken, type TokenFact } from '../../../src/core/tokens/read-token.js'
import { hostileTokenNode, hostileTokens as t } from '../../support/hostile-token-node.js'

const server = setupScriptedServer()
const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const client = () =>
  createClient({ transport: http(`${server.url}/rpc`, { retryCount: 0 }) }) as never

async function read(token: `0x${string}`, fact: TokenFact) {
  server.on('POST /rpc', hostileTokenNode())
  return readToken(client(), { token, fact, holder })
}

describe('readToken', () => {
  it('sends eth_call with the selector (and for balanceOf the holder as one word) at latest', async () => {
    await read(t.good, 'balanceOf')
    await read(t.good, 'symbol')
    const calls = server.requests.map((r) => r.body as { method: string; params: unknown[] })
    expect(calls.map((c) => c.method)).toEqual(['eth_call', 'eth_call'])
    expect(calls[0]!.params).toEqual([
      {
        to: t.good,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      },
      'latest',
    ])
    expect(calls[1]!.params).toEqual([
      { to: t.good, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
      'latest',
    ])
  })

  it('reads a well-behaved token: balance, decimals, symbol, name', async () => {
    expect(await read(t.good, 'balanceOf')).toEqual({ status: 'read', value: 1_500_000n })
    expect(await read(t.good, 'decimals')).toEqual({ status: 'read', value: 6 })
    expect(await read(t.good, 'symbol')).toEqual({ status: 'read', value: 'USDC' })
    expect(await read(t.good, 'name')).toEqual({ status: 'read', value: 'USD Coin' })
  })

  it('reads a bytes32 symbol and name (MKR’s) as the text before its zero padding', async () => {
    expect(await read(t.bytes32, 'symbol')).toEqual({ status: 'read', value: 'MKR' })
    expect(await read(t.bytes32, 'name')).toEqual({ status: 'read', value: 'Maker' })
    expect(await read(t.bytes32, 'decimals')).toEqual({ status: 'read', value: 18 })
  })

  it.each([
    ['a revert (JSON-RPC code 3, with data)', t.reverts, 'reverted'],
    ['a revert as -32000 "execution reverted" (no data)', t.revertsPlain, 'reverted'],
    ['an empty answer `0x` (no contract there)', t.empty, 'no-contract'],
    ['a 10-byte answer', t.short, 'malformed'],
    ['a non-hex string', t.notHex, 'malformed'],
    ['a number instead of a string', t.number, 'malformed'],
    // viem reads a null result as no answer at all.
    ['null', t.nullResult, 'no-contract'],
  ] as const)('%s: every fact is unreadable (%s), never a throw', async (_, token, reason) => {
    for (const fact of ['balanceOf', 'decimals', 'symbol', 'name'] as const)
      expect(await read(token, fact), fact).toEqual({ status: 'unreadable', reason })
  })

  // viem pads odd-length hex to whole bytes (a leading 0) and decodes that, as the app's own
  // useReadContracts would: a value or unreadable, whatever it gives, but never a throw.
  it('hex of odd length: each fact resolves (read or unreadable), never a throw', async () => {
    for (const fact of ['balanceOf', 'decimals', 'symbol', 'name'] as const)
      expect(['read', 'unreadable'], fact).toContain((await read(t.oddHex, fact)).status)
  })

  it.each([
    ['whose length is 2^256 − 1', t.hugeLength],
    ['whose length points past the answer', t.pastEnd],
    ['whose offset is 2^256 − 1', t.hugeOffset],
  ] as const)(
    'a string %s: symbol and name are unreadable (malformed), never a throw',
    async (_, token) => {
      for (const fact of ['symbol', 'name'] as const)
        expect(await read(token, fact), fact).toEqual({ status: 'unreadable', reason: 'malformed' })
    },
  )

  it('decimals above 255 are not an ERC-20’s: unreadable (malformed)', async () => {
    expect(await read(t.hugeDecimals, 'decimals')).toEqual({
      status: 'unreadable',
      reason: 'malformed',
    })
  })

  it('without a client for the chain: unreadable (no-chain), nothing is sent', async () => {
    expect(await readToken(undefined, { token: t.good, fact: 'symbol' })).toEqual({
      status: 'unreadable',
      reason: 'no-chain',
    })
    expect(server.requests).toEqual([])
  })

  it('a node that cannot be asked (HTTP 502, connection dropped, another JSON-RPC error) rejects', async () => {
    server.on('POST /rpc', { status: 502, text: 'Bad Gateway' })
    await expect(readToken(client(), { token: t.good, fact: 'symbol' })).rejects.toThrow()
    server.on('POST /rpc', { drop: true })
    await expect(readToken(client(), { token: t.good, fact: 'symbol' })).rejects.toThrow()
    server.on('POST /rpc', (body) => ({
      json: {
        jsonrpc: '2.0',
        id: (body as { id: number }).id,
        error: { code: -32005, message: 'rate limited' },
      },
    }))
    await expect(readToken(client(), { token: t.good, fact: 'symbol' })).rejects.toThrow(
      /rate limited|limit/i,
    )
  })

  it('balanceOf without a holder address is refused before anything is sent', async () => {
    const balanceOf = (holder?: `0x${string}`) =>
      readToken(client(), { token: t.good, fact: 'balanceOf', holder })
    await expect(balanceOf()).rejects.toThrow(TypeError)
    await expect(balanceOf('0x1234')).rejects.toThrow(TypeError)
    expect(server.requests).toEqual([])
  })
})

describe('readTokenQueryOptions', () => {
  it('keys by chain, token and fact (and holder for balanceOf), never by the client', () => {
    expect(readTokenQueryKey({ chainId: 1, token: t.good, fact: 'symbol', holder })).toEqual([
      'supertx',
      'readToken',
      { chainId: 1, token: t.good, fact: 'symbol' },
    ])
    expect(
      readTokenQueryOptions(client(), { chainId: 1, token: t.good, fact: 'balanceOf', holder })
        .queryKey,
    ).toEqual(['supertx', 'readToken', { chainId: 1, token: t.good, fact: 'balanceOf', holder }])
  })

  it('waits (disabled, and rejects if run) until the chain, the token and a balance’s holder are given', async () => {
    const waiting = readTokenQueryOptions(client(), {
      chainId: 1,
      token: t.good,
      fact: 'balanceOf',
      holder: undefined,
    })
    expect(waiting.enabled).toBe(false)
    await expect(waiting.queryFn({ signal: new AbortController().signal })).rejects.toMatchObject({
      name: 'IncompleteParametersError',
      missing: ['holder'],
    })
    expect(
      readTokenQueryOptions(client(), { chainId: undefined, token: t.good, fact: 'symbol' })
        .enabled,
    ).toBe(false)
    expect(
      readTokenQueryOptions(client(), { chainId: 1, token: t.good, fact: 'symbol' }).enabled,
    ).toBe(true)
    expect(server.requests).toEqual([])
  })

  it('its query function resolves a hostile answer as data (no query error, nothing to retry)', async () => {
    server.on('POST /rpc', hostileTokenNode())
    const options = readTokenQueryOptions(client(), {
      chainId: 1,
      token: t.reverts,
      fact: 'symbol',
    })
    expect(options.retry).toBe(false)
    expect(await options.queryFn({ signal: new AbortController().signal })).toEqual({
      status: 'unreadable',
      reason: 'reverted',
    })
  })
})
