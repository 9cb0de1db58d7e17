import {
  type Address,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  size,
} from 'viem'
import type { SimulationOverrides } from '../../../core/schemas/quote.js'
import { validationError } from '../api-errors.js'

type Entry = { address: Address; code?: Hex; stateDiff: Map<string, Hex> }

export type StateOverrides = {
  code: (address: Address, code: Hex) => void
  slot: (address: Address, slot: Hex, value: Hex) => void
  /** viem's `stateOverride`: one entry per address, slots merged. */
  list: () => { address: Address; code?: Hex; stateDiff?: { slot: Hex; value: Hex }[] }[]
}

/** OpenZeppelin ERC20 `_balances[holder]` (mapping at slot 0, as in every devnet token). */
export function balanceSlot(holder: Address): Hex {
  return keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, 0n]))
}

/** OpenZeppelin ERC20 `_allowances[owner][spender]` (mapping at slot 1). */
export function allowanceSlot(owner: Address, spender: Address): Hex {
  const inner = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 1n]),
  )
  return keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [spender, inner]),
  )
}

/**
 * A storage slot and its value are 32-byte words: a longer `storageSlot` or `value` cannot be set,
 * so it is refused at its path (400 VALIDATION_ERROR) whether or not the quote simulates.
 */
export function checkCustomOverrides(overrides: SimulationOverrides | undefined): void {
  for (const [i, o] of (overrides?.customOverrides ?? []).entries()) {
    for (const field of ['storageSlot', 'value'] as const) {
      const bytes = size(o[field] as Hex)
      if (bytes <= 32) continue
      throw validationError(
        `simulationOverrides.customOverrides.${i}.${field} is ${bytes} bytes; a storage ${field === 'value' ? 'value' : 'slot'} is one 32-byte word (at most 64 hex digits after 0x).`,
        ['simulationOverrides', 'customOverrides', String(i), field],
        'TOO_BIG',
      )
    }
  }
}

/**
 * Collects `eth_call` state overrides for one chain, starting from the request's
 * `simulationOverrides` on that chain: a token override sets the holder's (default: the account's)
 * balance slot of a devnet token; a custom override sets a storage slot as given.
 */
export function stateOverrides(
  chainId: number,
  account: Address,
  overrides: SimulationOverrides | undefined,
): StateOverrides {
  const entries = new Map<string, Entry>()
  const entry = (address: Address) => {
    const key = address.toLowerCase()
    let found = entries.get(key)
    if (!found) {
      found = { address, stateDiff: new Map() }
      entries.set(key, found)
    }
    return found
  }
  const word = (value: Hex) => pad(value, { size: 32 })
  const builder: StateOverrides = {
    code: (address, code) => {
      entry(address).code = code
    },
    slot: (address, slot, value) => {
      entry(address).stateDiff.set(word(slot).toLowerCase(), word(value))
    },
    list: () =>
      [...entries.values()].map(({ address, code, stateDiff }) => ({
        address,
        ...(code ? { code } : {}),
        ...(stateDiff.size > 0
          ? { stateDiff: [...stateDiff].map(([slot, value]) => ({ slot: slot as Hex, value })) }
          : {}),
      })),
  }
  for (const o of overrides?.tokenOverrides ?? []) {
    if (o.chainId !== chainId) continue
    const holder = (o.accountAddress ?? account) as Address
    builder.slot(o.tokenAddress as Address, balanceSlot(holder), numberToHex(BigInt(o.balance)))
  }
  for (const o of overrides?.customOverrides ?? []) {
    if (o.chainId !== chainId) continue
    builder.slot(o.contractAddress as Address, o.storageSlot as Hex, o.value as Hex)
  }
  return builder
}
