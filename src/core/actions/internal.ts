// Helpers shared by the wallet actions; not exported from the package.

import { UserRejectedError } from '../errors/wallet.js'

/** True when the error, or anything in its cause chain, is an EIP-1193 user rejection (4001). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 20; depth++) {
    const e = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true
    current = e.cause
  }
  return false
}

/** Runs a wallet request; a rejection in the wallet becomes `UserRejectedError` naming `action`. */
export async function walletRequest<value>(action: string, run: () => Promise<value>) {
  try {
    return await run()
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedError({ action, cause: error })
    throw error
  }
}

/** `a` and `b` are the same address (letter case ignored). */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}
