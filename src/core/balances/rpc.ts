// The few reads the balance preview makes, through viem's actions on the chain's client (a viem
// public client, or wagmi's). The simulation (viem's `simulateBlocks`, `eth_simulateV1`) is pinned to a block number read first: nodes
// disagree on how they number simulated blocks (anvil gives the first simulated block the base
// block's own number, geth the next one, as viem's `simulateCalls` notes), so the kit never infers
// the base block from the result; every before and after it reports is read inside one simulation.
import {
  type Address,
  type Client,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  type StateOverride,
} from 'viem'
import { getBlockNumber, readContract, simulateBlocks as viemSimulateBlocks } from 'viem/actions'

/** The chain's client the preview reads and simulates through (a viem client, or wagmi's). */
export type ChainReader = Client

export type SimCall = { from: Address; to: Address; data?: Hex | undefined; value?: bigint }
export type SimBlock = {
  calls: readonly SimCall[]
  /** address → the code and storage slots it has in the simulation. */
  stateOverrides?: Record<string, { code?: Hex; stateDiff?: Record<string, Hex> }> | undefined
}
/** One simulated call's result: its status, what it returned (or its revert data) and its logs. */
export type SimCallResult = {
  status: 'success' | 'failure'
  data: Hex | undefined
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[]
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
export const NATIVE_READER: Address = '0x5ba1a9ce00000000000000000000000000000b1a'
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
  if (result?.status !== 'success' || !/^0x[0-9a-fA-F]{64}/.test(result.data ?? ''))
    return undefined
  return BigInt((result.data as Hex).slice(0, 66))
}

/** The chain's latest block number, asked now (never viem's cached one). */
export async function blockNumberOf(reader: ChainReader): Promise<bigint> {
  return getBlockNumber(reader, { cacheTime: 0 })
}

/** `holder`'s balance of the ERC-20 `token` at `blockNumber`. */
export async function readBalance(
  reader: ChainReader,
  blockNumber: bigint,
  token: Address,
  holder: Address,
): Promise<bigint> {
  return readContract(reader, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
    blockNumber,
  })
}

const toStateOverride = (overrides: NonNullable<SimBlock['stateOverrides']>): StateOverride =>
  Object.entries(overrides).map(([address, { code, stateDiff }]) => ({
    address: address as Address,
    ...(code ? { code } : {}),
    ...(stateDiff
      ? {
          stateDiff: Object.entries(stateDiff).map(([slot, value]) => ({
            slot: slot as Hex,
            value,
          })),
        }
      : {}),
  }))

/**
 * Runs `blocks` on top of block `blockNumber` with viem's `simulateBlocks` (`eth_simulateV1`),
 * unvalidated and free of gas.
 */
export async function simulateBlocks(
  reader: ChainReader,
  blockNumber: bigint,
  blocks: readonly SimBlock[],
): Promise<SimCallResult[][]> {
  const result = await viemSimulateBlocks(reader, {
    blockNumber,
    validation: false,
    traceTransfers: false,
    blocks: blocks.map((block) => ({
      // A base fee of 0: the preview shows what the calls move, the gas is the service's.
      blockOverrides: { baseFeePerGas: 0n },
      ...(block.stateOverrides ? { stateOverrides: toStateOverride(block.stateOverrides) } : {}),
      calls: block.calls.map((call) => ({
        account: call.from,
        to: call.to,
        ...(call.data ? { data: call.data } : {}),
        ...(call.value ? { value: call.value } : {}),
        maxFeePerGas: 0n,
        maxPriorityFeePerGas: 0n,
      })),
    })),
  })
  if (!Array.isArray(result) || result.length !== blocks.length)
    throw new Error('eth_simulateV1 answered with a different number of blocks.')
  return result.map((block, i) => {
    const calls = (Array.isArray(block?.calls) ? block.calls : []) as readonly {
      status: SimCallResult['status']
      data: Hex | undefined
      logs?: readonly { address: Address; topics: readonly Hex[]; data: Hex }[] | undefined
    }[]
    if (calls.length !== blocks[i]!.calls.length)
      throw new Error('eth_simulateV1 answered with a different number of calls.')
    return calls.map((call) => ({
      status: call.status,
      data: call.data,
      logs: (call.logs ?? []).map((log) => ({
        address: log.address,
        topics: log.topics,
        data: log.data,
      })),
    }))
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
