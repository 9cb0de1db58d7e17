// EIP-7702 on the user's terms: of what the service asks to sign (412 or POST /v1/mee/prepare7702),
// only delegations to a trusted contract, for the chains the request runs on, at the account's
// nonce read from each chain. A multichain one (`chainId: 0`, valid on every chain there is) only
// when the app opts in; otherwise one per chain of the request.

import { type TrustedDelegates, trustedDelegatesOn } from '../config/delegates.js'
import { type AuthorizationRefusal, AuthorizationRefusedError } from '../errors/wallet.js'
import type { AuthorizationToSign } from '../schemas/authorization.js'
import { sameAddress } from './mismatch.js'

/** The app's terms (createSupertxConfig `eip7702`). */
export type DelegationPolicy = {
  /** The delegation contracts an authorization may name, per chain. */
  delegates: TrustedDelegates
  /** Sign `chainId: 0` (every chain, also ones the app never heard of). Default false. */
  multichain: boolean
}

/** The EOA on one chain, read from the chain: its nonce, and whom it delegates to now. */
export type AccountChainState = { nonce: number | undefined; delegate: string | undefined }

export type PlanAuthorizationsParameters = {
  /** What the service asked for. */
  asked: readonly AuthorizationToSign[]
  /** The chains the request runs on. */
  chainIds: readonly number[]
  policy: DelegationPolicy
  /** Per chain of the request, as read from it; a chain missing here could not be read. */
  state: Readonly<Record<number, AccountChainState>>
}

/**
 * The authorizations to sign: each asked one checked, a `chainId: 0` one kept only with the opt-in
 * and one nonce on every chain, else split into one per chain of the request that does not
 * delegate there yet. Throws `AuthorizationRefusedError` naming the field. Pure.
 */
export function planAuthorizations(
  parameters: PlanAuthorizationsParameters,
): AuthorizationToSign[] {
  const { asked, chainIds, policy, state } = parameters
  const planned = new Map<number, AuthorizationToSign>()
  const add = (item: AuthorizationToSign, at: string) => {
    const earlier = planned.get(item.chainId)
    if (earlier && !sameAddress(earlier.address, item.address))
      refuse('conflict', `${at}.address`, earlier.address, item.address, item.chainId)
    planned.set(item.chainId, item)
  }
  asked.forEach((item, i) => {
    const at = `authorizations[${i}]`
    // Trusted on its chain; `chainId: 0` (every chain) only where trusted on each of the request's.
    const trust = (chainId: number) => {
      const trusted = trustedDelegatesOn(policy.delegates, chainId)
      if (!trusted.some((delegate) => sameAddress(delegate, item.address)))
        refuse(
          'delegate',
          `${at}.address`,
          trusted.length
            ? `${trusted.join(' or ')} (trusted on chain ${chainId})`
            : `no contract (none is trusted on chain ${chainId})`,
          item.address,
          chainId,
        )
    }
    if (item.chainId === 0) for (const chainId of chainIds) trust(chainId)
    else if (chainIds.includes(item.chainId)) trust(item.chainId)
    const nonceOn = (chainId: number) => {
      const nonce = state[chainId]?.nonce
      if (nonce === undefined)
        refuse(
          'nonce-unreadable',
          `${at}.nonce`,
          `the nonce on chain ${chainId}`,
          'unreadable',
          chainId,
        )
      return nonce
    }
    if (item.chainId !== 0) {
      if (!chainIds.includes(item.chainId))
        refuse('chain', `${at}.chainId`, chainIds.join(' or '), String(item.chainId), item.chainId)
      const nonce = nonceOn(item.chainId)
      if (item.nonce !== nonce)
        refuse('nonce', `${at}.nonce`, String(nonce), String(item.nonce), item.chainId)
      add({ address: item.address, chainId: item.chainId, nonce }, at)
    } else if (policy.multichain && chainIds.every((c) => state[c]?.nonce === item.nonce)) {
      add({ address: item.address, chainId: 0, nonce: item.nonce }, at)
    } else {
      // Every chain there is, unasked for: split into the request's chains that still need it.
      for (const chainId of chainIds)
        if (!sameAddress(state[chainId]?.delegate, item.address))
          add({ address: item.address, chainId, nonce: nonceOn(chainId) }, at)
    }
  })
  return [...planned.values()]
}

function refuse(
  reason: AuthorizationRefusal,
  field: string,
  expected: string,
  actual: string,
  chainId?: number,
): never {
  throw new AuthorizationRefusedError({ reason, field, expected, actual, chainId })
}
