import { pbkdf2Sync } from 'node:crypto'
import { type Address, type Hex, toHex } from 'viem'
import { HDKey, privateKeyToAddress } from 'viem/accounts'

/** The public test mnemonic every Ethereum dev tool ships; its keys guard test funds only. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many dev accounts (indices 0–9) are handed to users, funded on every chain. */
export const DEV_ACCOUNT_COUNT = 10

/** Mnemonic indices of the devnet's own roles (https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md). */
export const ROLE_INDEX = { deployer: 10, executor: 11, relayer: 12 } as const

/** anvil's `--accounts`: the dev accounts plus the three roles, so all of them hold ETH. */
export const ANVIL_ACCOUNT_COUNT = 13

/** A key of the test mnemonic. Never a real key. */
export type DevnetAccount = { address: Address; privateKey: Hex }

export type DevnetRoles = Record<keyof typeof ROLE_INDEX, DevnetAccount>

let keys: DevnetAccount[] | undefined

// viem's mnemonicToAccount re-runs BIP-39's 2048 PBKDF2 rounds in JavaScript for every index
// (~13 × tens of ms); node's native PBKDF2 once, then BIP-32 derivations, keeps start-up fast.
// Each BIP-32 step computes a public key (an elliptic-curve multiplication): the shared branch
// m/44'/60'/0'/0 is derived once, then one step per index, not five.
function devnetKeys(): DevnetAccount[] {
  if (keys) return keys
  const seed = pbkdf2Sync(DEVNET_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const branch = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0")
  keys = Array.from({ length: ANVIL_ACCOUNT_COUNT }, (_, index) => {
    const privateKey = branch.deriveChild(index).privateKey
    if (!privateKey) throw new Error(`BIP-32 gave no private key for index ${index}`)
    const hex = toHex(privateKey)
    return { address: privateKeyToAddress(hex), privateKey: hex }
  })
  return keys
}

/**
 * The funded dev accounts 0–9 of the test mnemonic, the same on every chain and every start.
 *
 * @example
 * const [alice, bob] = devnetAccounts()
 * const wallet = createWalletClient({ account: privateKeyToAccount(alice.privateKey), ... })
 */
export function devnetAccounts(): DevnetAccount[] {
  return devnetKeys()
    .slice(0, DEV_ACCOUNT_COUNT)
    .map((account) => ({ ...account }))
}

/**
 * The deployer (10), executor (11) and relayer (12) of the test mnemonic.
 *
 * @example
 * const { executor } = devnetRoles()
 */
export function devnetRoles(): DevnetRoles {
  const all = devnetKeys()
  const at = (index: number) => ({ ...(all[index] as DevnetAccount) })
  return {
    deployer: at(ROLE_INDEX.deployer),
    executor: at(ROLE_INDEX.executor),
    relayer: at(ROLE_INDEX.relayer),
  }
}
