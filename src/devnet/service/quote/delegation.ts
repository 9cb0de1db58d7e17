import { type Address, getAddress, isAddressEqual, type SignedAuthorization } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import type { Authorization } from '../../../core/schemas/authorization.js'
import type { ChainContext } from '../../chains/chain-context.js'
import { nexusDelegateOn } from '../../deploy/nexus.js'
import { isDelegatedTo } from '../../protocol/delegation.js'
import { invalidChain, validationError } from '../api-errors.js'
import { DevnetApiError } from '../errors.js'
import type { ServiceContext } from '../service-context.js'

/** An EIP-7702 authorization the EOA still has to sign (the 412 body and prepare7702's answer). */
export type AuthorizationToSign = { address: Address; chainId: number; nonce: number }

/**
 * The Nexus version an eoa-7702 EOA runs: 2.1.0, as the API documents
 * for eoa-7702 (the owner signs the root with personal_sign) and as the kit assumes.
 */
export const EOA_7702_NEXUS_VERSION = '2.1.0' as const

/**
 * What an eoa-7702 EOA delegates to on a chain: the Nexus implementation of
 * {@link EOA_7702_NEXUS_VERSION}, the devnet's own on the devnet's chain ids, the real service's
 * address (which holds the devnet's code) on a real chain id (`nexusDelegateOn`).
 */
export function delegateOf(chain: ChainContext): Address {
  return nexusDelegateOn(chain.chain.id, chain.deployment.nexus, EOA_7702_NEXUS_VERSION)
}

/** Per chain: the delegation the EOA lacks, with its current nonce (the executor sends, see doc). */
export async function missingDelegations(
  ctx: ServiceContext,
  owner: Address,
  chainIds: readonly number[],
): Promise<AuthorizationToSign[]> {
  const missing: AuthorizationToSign[] = []
  for (const chainId of new Set(chainIds)) {
    const chain = ctx.chains.get(chainId)!
    const implementation = delegateOf(chain)
    if (isDelegatedTo(await ctx.accounts.code(chain, owner), implementation)) continue
    const nonce = await chain.publicClient.getTransactionCount({ address: owner })
    missing.push({ address: implementation, chainId, nonce })
  }
  return missing
}

/**
 * What to ask the owner to sign. The implementation has the same address on every devnet chain,
 * so when the EOA's nonce is also the same on every chain that needs it, one multichain
 * authorization (`chainId: 0`) covers them all; otherwise one per chain.
 */
export function authorizationsToSign(missing: AuthorizationToSign[]): AuthorizationToSign[] {
  const [first] = missing
  if (!first || missing.length === 1) return missing
  const same = missing.every((m) => m.nonce === first.nonce && m.address === first.address)
  return same ? [{ address: first.address, chainId: 0, nonce: first.nonce }] : missing
}

/**
 * eoa-7702 (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, POST /v1/quote rule 1): the EOA must be delegated to
 * the Nexus implementation on every chain the quote touches. Missing delegations with no signed
 * authorization → 412 with what to sign. Given authorizations are checked (signer = owner,
 * implementation, chain, nonce; 400 VALIDATION_ERROR at `authorizations.<i>` otherwise) and
 * returned per chain, for the engine to apply with a type-4 transaction before the chain's first
 * op.
 */
export async function requireDelegation(
  ctx: ServiceContext,
  owner: Address,
  given: readonly Authorization[] | undefined,
  chainIds: readonly number[],
): Promise<Map<number, SignedAuthorization>> {
  const missing = await missingDelegations(ctx, owner, chainIds)
  const chosen = new Map<number, SignedAuthorization>()
  if (missing.length === 0) return chosen
  const checked = await checkAuthorizations(ctx, owner, given ?? [])
  const uncovered: AuthorizationToSign[] = []
  for (const need of missing) {
    // An authorization for this very chain wins over a multichain one (chainId 0).
    const exact = checked.findIndex((a) => a.chainId === need.chainId)
    const index = exact >= 0 ? exact : checked.findIndex((a) => a.chainId === 0)
    const authorization = checked[index]
    if (!authorization) {
      uncovered.push(need)
      continue
    }
    if (!isAddressEqual(authorization.address, need.address)) {
      throw validationError(
        `Authorization ${index} delegates to ${authorization.address}, but on chain ${need.chainId} the EOA delegates to ${need.address}. Sign one for chain ${need.chainId} naming ${need.address}.`,
        ['authorizations', String(index), 'address'],
        'INVALID_AUTHORIZATION',
      )
    }
    if (authorization.nonce !== need.nonce) {
      throw validationError(
        `Authorization ${index} was signed for nonce ${authorization.nonce}, but the EOA's nonce on chain ${need.chainId} is ${need.nonce} (the devnet's executor sends the type-4 transaction, so the authorization takes the EOA's current nonce). Sign it again with nonce ${need.nonce}.`,
        ['authorizations', String(index), 'nonce'],
        'INVALID_AUTHORIZATION',
      )
    }
    chosen.set(need.chainId, authorization)
  }
  if (uncovered.length === 0) return chosen
  const chains = uncovered.map((m) => m.chainId).join(', ')
  throw new DevnetApiError(412, {
    code: 'AUTHORIZATION_REQUIRED',
    message: `The EOA ${owner} is not delegated to the Nexus ${EOA_7702_NEXUS_VERSION} implementation on chain(s) ${chains}: sign these EIP-7702 authorizations and repeat the quote with them.`,
    errors: [],
    authorizations: authorizationsToSign(uncovered),
  })
}

async function checkAuthorizations(
  ctx: ServiceContext,
  owner: Address,
  given: readonly Authorization[],
): Promise<SignedAuthorization[]> {
  const checked: SignedAuthorization[] = []
  for (const [i, a] of given.entries()) {
    const path = ['authorizations', String(i)]
    if (a.chainId !== 0 && !ctx.chains.has(a.chainId)) {
      throw invalidChain(a.chainId, [...path, 'chainId'], [0, ...ctx.chains.keys()])
    }
    // The delegate of its chain; a multichain one (chainId 0) the delegate of one of them at least
    // (requireDelegation holds it to each chain it covers).
    const delegates = [
      ...new Set(
        (a.chainId === 0 ? [...ctx.chains.values()] : [ctx.chains.get(a.chainId)!]).map((chain) =>
          delegateOf(chain),
        ),
      ),
    ]
    if (!delegates.some((delegate) => isAddressEqual(a.address, delegate))) {
      throw validationError(
        `Authorization ${i} delegates to ${a.address}; eoa-7702 accounts on this devnet delegate to the Nexus ${EOA_7702_NEXUS_VERSION} implementation ${delegates.join(' or ')}.`,
        [...path, 'address'],
        'INVALID_AUTHORIZATION',
      )
    }
    if (a.v !== undefined && ![a.yParity, 27 + a.yParity].includes(Number(a.v))) {
      throw validationError(
        `Authorization ${i} has v "${a.v}", which contradicts its yParity ${a.yParity} (v is ${a.yParity} or ${27 + a.yParity}).`,
        [...path, 'v'],
        'INVALID_AUTHORIZATION',
      )
    }
    const signed: SignedAuthorization = {
      address: getAddress(a.address),
      chainId: a.chainId,
      nonce: a.nonce,
      r: a.r as `0x${string}`,
      s: a.s as `0x${string}`,
      yParity: a.yParity,
    }
    const signer = await recoverAuthorizationAddress({ authorization: signed }).catch(
      () => undefined,
    )
    if (!signer || !isAddressEqual(signer, owner)) {
      throw validationError(
        `Authorization ${i} is not signed by the owner ${owner}${signer ? ` (it recovers to ${signer})` : ''}: the EOA itself signs its delegation (viem signAuthorization).`,
        path,
        'INVALID_SIGNATURE',
      )
    }
    checked.push(signed)
  }
  return checked
}
