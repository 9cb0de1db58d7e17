// The few JSON-RPC reads the balance preview makes, over any client with viem's `request` (a viem
// public client, or wagmi's). `eth_simulateV1` is pinned to a block number read first: nodes
// disagree on how they number simulated blocks (anvil gives the first simulated block the base
// block's own number, geth the next one, as viem's `simulateCalls` notes), so the kit never infers
// the base block from the result; every before and after it reports is read inside one simulation.
import { type Address, encodeFunctionData, type Hex, numberToHex, pad, parseAbi } from 'viem'

export type ChainReader = {
  request: (args: { method: string; params?: unknown }, options?: object) => Promise<unknown>
}

export type SimCall = { from: Address; to: Address; data?: Hex | undefined; value?: bigint }
export type SimBlock = {
  calls: readonly SimCall[]
  /** address → `{ code?, stateDiff? }` as `eth_simulateV1` takes it. */
  stateOverrides?: Record<string, { code?: Hex; stateDiff?: Record<string, Hex> }> | undefined
}
export type SimCallResult = {
  status: '0x0' | '0x1'
  returnData: Hex
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[]
  error?: { code?: number; message?: string; data?: Hex } | undefined
}

export const erc20Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

/** The ERC-20 `Transfer` event's topic. */
export const TRANSFER_TOPIC: Hex =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Where the preview puts its native-balance reader (a state override, never deployed):
 * `BALANCE(calldataload(4))` returned as one word.
 */
export const NATIVE_READER: Address = '0x5bA1a9Ce00000000000000000000000000000B1A'
export const NATIVE_READER_CODE: Hex = '0x6004353160005260206000f3'
/** The sender of the preview's own reads. */
const READ_FROM: Address = '0x0000000000000000000000000000000000000000'

/** A read of `holder`'s balance of `token` (`'native'`: of ether), as a simulated call. */
export function balanceRead(token: Address | 'native', holder: Address): SimCall {
  return token === 'native'
    ? { from: READ_FROM, to: NATIVE_READER, data: `0x00000000${pad(holder).slice(2)}` }
    : {
        from: READ_FROM,
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      }
}

/** A balance read's result: the word it returned, or `undefined` when it failed. */
export function readAmount(result: SimCallResult | undefined): bigint | undefined {
  if (result?.status !== '0x1' || !/^0x[0-9a-fA-F]{64}/.test(result.returnData)) return undefined
  return BigInt(result.returnData.slice(0, 66))
}

export async function blockNumberOf(reader: ChainReader): Promise<bigint> {
  return BigInt((await reader.request({ method: 'eth_blockNumber' }, { retryCount: 1 })) as Hex)
}

/** Runs `blocks` on top of block `blockNumber`, unvalidated and free of gas. */
export async function simulateBlocks(
  reader: ChainReader,
  blockNumber: bigint,
  blocks: readonly SimBlock[],
): Promise<SimCallResult[][]> {
  const result = (await reader.request(
    {
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: blocks.map((block) => ({
            // A base fee of 0: the preview shows what the calls move, the gas is the service's.
            blockOverrides: { baseFeePerGas: '0x0' },
            ...(block.stateOverrides ? { stateOverrides: block.stateOverrides } : {}),
            calls: block.calls.map((call) => ({
              from: call.from,
              to: call.to,
              ...(call.data ? { data: call.data } : {}),
              ...(call.value ? { value: numberToHex(call.value) } : {}),
              maxFeePerGas: '0x0',
              maxPriorityFeePerGas: '0x0',
            })),
          })),
          validation: false,
          traceTransfers: false,
        },
        numberToHex(blockNumber),
      ],
    },
    { retryCount: 0 },
  )) as { calls: SimCallResult[] }[]
  if (!Array.isArray(result) || result.length !== blocks.length)
    throw new Error('eth_simulateV1 answered with a different number of blocks.')
  return result.map((block, i) => {
    const calls = Array.isArray(block?.calls) ? block.calls : []
    if (calls.length !== blocks[i]!.calls.length)
      throw new Error('eth_simulateV1 answered with a different number of calls.')
    return calls
  })
}

/** True when the error says the node does not have the method (JSON-RPC -32601 / -32004). */
export function isMethodMissing(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 20; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (e.code === -32601 || e.code === -32004) return true
    if (
      typeof e.message === 'string' &&
      /method not found|not supported|unsupported method/i.test(e.message)
    )
      return true
    current = e.cause
  }
  return false
}
