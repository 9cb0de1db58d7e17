import { type Address, type Hex, type LocalAccount, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import { DEV_WALLET_ACCOUNTS } from './accounts.js'
import { DevWalletAccountIndexError } from './errors.js'

/** What a dApp, a playground or a test can tell the dev wallet, beside wagmi's connector API. */
export type DevWalletControls = {
  /** The dev account signing now (0–9). */
  readonly accountIndex: number
  /** Its address. */
  readonly address: Address
  /** Signs with dev account `index` (0–9) from now on; a connected wagmi config sees the change. */
  selectAccount(index: number): void
  /**
   * The next `count` requests (default 1) that would show a wallet prompt (a signature, a
   * transaction, a delegation) fail like a user pressing "Reject": viem `UserRejectedRequestError`,
   * EIP-1193 code 4001. Replaces any count still pending; `rejectNext(0)` cancels.
   */
  rejectNext(count?: number): void
  /** How many requests are still to be rejected. */
  readonly pendingRejections: number
}

/** The dev account signing now, and the controls that pick it and reject its next prompts. */
export type DevSigner = {
  controls: DevWalletControls
  /** The account signing now: a local account whose every signature is a prompt. */
  account(): LocalAccount
  /** Told the new address when `selectAccount` changes the account. */
  listeners: Set<(accounts: Address[]) => void>
}

export function createDevSigner(accountIndex: number): DevSigner {
  let index = checkIndex(accountIndex)
  let rejections = 0
  const listeners = new Set<(accounts: Address[]) => void>()
  /** A prompt the person answers: "Reject" while `rejectNext` asks for it. */
  const prompt = (method: string) => {
    if (rejections <= 0) return
    rejections--
    throw new UserRejectedRequestError(
      new Error(`The dev wallet rejected ${method}, as rejectNext() asked.`),
    )
  }
  let account = promptingAccount(index, prompt)

  const controls: DevWalletControls = {
    get accountIndex() {
      return index
    },
    get address() {
      return account.address
    },
    get pendingRejections() {
      return rejections
    },
    selectAccount(next: number) {
      index = checkIndex(next)
      account = promptingAccount(index, prompt)
      for (const listener of listeners) listener([account.address])
    },
    rejectNext(count = 1) {
      if (!Number.isInteger(count) || count < 0)
        throw new TypeError(`rejectNext takes a whole number of requests, got ${count}.`)
      rejections = count
    },
  }
  return { controls, account: () => account, listeners }
}

/** Dev account `at`, each of its signatures a prompt first. */
function promptingAccount(at: number, prompt: (method: string) => void): LocalAccount {
  const prompting =
    <args extends unknown[], result>(method: string, sign: (...args: args) => Promise<result>) =>
    async (...args: args) => {
      prompt(method)
      return sign(...args)
    }
  const key = privateKeyToAccount((DEV_WALLET_ACCOUNTS[at] as { privateKey: Hex }).privateKey)
  return toAccount({
    address: key.address,
    signMessage: prompting('personal_sign', (p) => key.signMessage(p)),
    signTypedData: prompting('eth_signTypedData_v4', (p) => key.signTypedData(p as never)),
    signTransaction: prompting('eth_sendTransaction', (tx, o) =>
      key.signTransaction(tx, o as never),
    ),
    signAuthorization: prompting('wallet_signAuthorization', (a) => key.signAuthorization(a)),
  } as Parameters<typeof toAccount>[0]) as LocalAccount
}

function checkIndex(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_WALLET_ACCOUNTS.length)
    throw new DevWalletAccountIndexError({ index, count: DEV_WALLET_ACCOUNTS.length })
  return index
}
