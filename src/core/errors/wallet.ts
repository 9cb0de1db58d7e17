import { BaseError } from './base.js'

export type UserRejectedErrorParameters = {
  /** What the wallet was asked to do, e.g. `sign the permit for USDC on chain 8453`. */
  action: string
  cause?: unknown
}

/** The user declined a signature or transaction in their wallet. Nothing was submitted. */
export class UserRejectedError extends BaseError {
  override name = 'UserRejectedError'
  override readonly code = 'USER_REJECTED' as const
  declare readonly action: string

  constructor({ action, cause }: UserRejectedErrorParameters) {
    super(
      `The wallet request to ${action} was rejected.`,
      {
        cause,
        metaMessages: ['Nothing was submitted. Approve the request in the wallet to continue.'],
      },
      { action },
    )
  }
}

export type QuotePayloadMismatchErrorParameters = {
  /** The field that disagrees, e.g. `payloadToSign[0].signablePayload.message.spender`. */
  field: string
  expected: string
  actual: string
}

/**
 * What the wallet would sign differs from what the quote says (owner, chain, spender, value,
 * deadline, message). Raised before anything reaches the wallet, so nothing was signed.
 */
export class QuotePayloadMismatchError extends BaseError {
  override name = 'QuotePayloadMismatchError'
  override readonly code = 'QUOTE_PAYLOAD_MISMATCH' as const
  declare readonly field: string
  declare readonly expected: string
  declare readonly actual: string

  constructor({ field, expected, actual }: QuotePayloadMismatchErrorParameters) {
    super(
      `The payload to sign does not match the quote at ${field}; nothing was signed.`,
      {
        metaMessages: [
          `Expected: ${expected}`,
          `Actual:   ${actual}`,
          'Request a new quote. If this repeats, the service or something between it and this app',
          'is altering payloads: do not sign them.',
        ],
      },
      { field, expected, actual },
    )
  }
}

/** What the kit lacks to check a quote before signing it. */
export type QuoteUnverifiableReason =
  /** `signPayloads` got no `request`: nothing to compare the quote with. */
  | 'request'
  /** No `accounts` and no `config` to look the owner's accounts up (or the lookup named none). */
  | 'accounts'
  /** An `eoa` request without `fundingTokens`: the permit or approval has nothing to match. */
  | 'fundingTokens'
  /** Typed data the kit has no rule for (`permit-sca`) and no `verifyTypedData` of the app. */
  | 'verifyTypedData'
  /** User operations whose `callData` the kit cannot read back (neither the devnet's nor Nexus). */
  | 'operations'
  /** The kit's checks (loaded on first use) could not be loaded, e.g. the network dropped. */
  | 'checks'
  /** The Nexus account version (2.1.0 or 2.2.1) on a chain of a real quote is not known. */
  | 'accountVersion'
  /** A part of a real quote whose encoding by the service is not known (`at` names it). */
  | 'encoding'
  /** No trusted Nexus contracts of the account's version on a chain of a real quote (`nexusContracts`). */
  | 'nexusContracts'

export type QuoteUnverifiableErrorParameters = {
  missing: QuoteUnverifiableReason
  /** Where it was needed, e.g. `payloadToSign[0]` or `chain 31337`. */
  at?: string | undefined
}

const unverifiable: Record<QuoteUnverifiableReason, [what: string, todo: string]> = {
  request: [
    'no quote request was given to compare it with',
    'Pass `request`, the quote request the quote answers.',
  ],
  accounts: [
    'the owner’s account on a chain of the request is not known',
    'Pass `config` (the kit looks the account up with POST /v1/mee/orchestrator) or `accounts` (chain id → the owner’s account).',
  ],
  fundingTokens: [
    'the eoa request names no funding token for the permit or approval to match',
    'Pass `fundingTokens` (token, chain, amount) in the quote request.',
  ],
  verifyTypedData: [
    'the kit has no rule for this typed data',
    'Pass `verifyTypedData` (your own check of it), or use a mode whose quotes the kit checks.',
  ],
  checks: [
    'the kit’s checks could not be loaded',
    'Reload the page (or check the network) and try again: the checks load with the first signature.',
  ],
  accountVersion: [
    'the version of the owner’s account on a chain of the quote is not known, and the hashes and payloads depend on it',
    'Pass `accountVersions` (chain id → 2.1.0 or 2.2.1, from the orchestrator’s upgrade lookup), or `config` so the kit looks them up.',
  ],
  encoding: [
    'the kit does not know how the real service encodes this part of the quote, so it cannot compare it with your request',
    'Leave that part out of the request, or pass `uncheckedOperations: true` to sign without that comparison (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md).',
  ],
  nexusContracts: [
    'the app trusts no Nexus contracts of the account’s version on a chain of the quote',
    'Pass createSupertxConfig({ nexusContracts }) with the suite deployed on that chain (implementation, factory, bootstrap, validator). List only contracts you have checked: they control the account.',
  ],
  operations: [
    'the kit cannot read what the quote’s operations do, so it cannot tell that the signed quote hash commits to what you asked for',
    'Use a service whose operations the kit reads (the devnet’s abi.encode(UserOp), or Nexus execute / executeComposable), or pass `uncheckedOperations: true` to sign the quote hash without that check (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md).',
  ],
}

/**
 * The kit cannot compare what the wallet would sign with what the user asked for, because
 * something it compares with is missing. Raised before anything reaches the wallet: nothing was
 * signed. Never a silent skip of a check.
 */
export class QuoteUnverifiableError extends BaseError {
  override name = 'QuoteUnverifiableError'
  override readonly code = 'QUOTE_UNVERIFIABLE' as const
  declare readonly missing: QuoteUnverifiableReason
  declare readonly at: string | undefined

  constructor({ missing, at }: QuoteUnverifiableErrorParameters) {
    const [what, todo] = unverifiable[missing]
    super(
      `The quote cannot be checked before signing: ${what}${at ? ` (${at})` : ''}; nothing was signed.`,
      { metaMessages: [todo] },
      { missing, at },
    )
  }
}

/** Why an EIP-7702 authorization the service asked for is not signed. */
export type AuthorizationRefusal =
  /** The delegation contract is not one the app trusts (`eip7702.delegates`). */
  | 'delegate'
  /** A chain the request does not run on. */
  | 'chain'
  /** A nonce other than the account's nonce on that chain. */
  | 'nonce'
  /** The account's nonce on that chain could not be read to compare. */
  | 'nonce-unreadable'
  /** Two delegation contracts for one chain. */
  | 'conflict'

export type AuthorizationRefusedErrorParameters = {
  reason: AuthorizationRefusal
  /** The field that is refused, e.g. `authorizations[0].address`. */
  field: string
  expected: string
  actual: string
  /** The chain concerned, where there is one. */
  chainId?: number | undefined
}

const refusalHints: Record<AuthorizationRefusal, string> = {
  delegate:
    'Only the delegation contracts in createSupertxConfig({ eip7702: { delegates } }) are signed. Do not add a contract you have not checked: it would control the account.',
  chain: 'Only the chains the quote request runs on are authorized. Request a new quote.',
  nonce: 'The nonce must be the account’s current nonce on that chain. Request a new quote.',
  'nonce-unreadable':
    'Give the wallet a client that reads that chain (SupertxWallet.getPublicClient), then try again.',
  conflict: 'One chain can delegate to one contract only. Request a new quote.',
}

/**
 * An EIP-7702 authorization the service asked for (412 or POST /v1/mee/prepare7702) hands the
 * account to a contract, chain or nonce the user did not ask for. Raised before the wallet is
 * asked: nothing was signed.
 */
export class AuthorizationRefusedError extends BaseError {
  override name = 'AuthorizationRefusedError'
  override readonly code = 'AUTHORIZATION_REFUSED' as const
  declare readonly reason: AuthorizationRefusal
  declare readonly field: string
  declare readonly expected: string
  declare readonly actual: string
  declare readonly chainId: number | undefined

  constructor({ reason, field, expected, actual, chainId }: AuthorizationRefusedErrorParameters) {
    super(
      `The EIP-7702 authorization asked for is refused at ${field}; nothing was signed.`,
      {
        metaMessages: [`Expected: ${expected}`, `Actual:   ${actual}`, refusalHints[reason]],
      },
      { reason, field, expected, actual, chainId },
    )
  }
}

/** Why the account the service names for the owner on a chain is refused. */
export type AccountRefusal =
  /** No trusted account factory computes that address for the owner on that chain. */
  | 'not-derived'
  /** The chain could not be read to ask the factories (no client for it, or the read failed). */
  | 'unreadable'

export type AccountRefusedErrorParameters = {
  reason: AccountRefusal
  chainId: number
  /** The account the service (or the request) names. */
  actual: string
  /** The addresses the trusted factories compute for the owner there (`not-derived`). */
  expected?: readonly string[] | undefined
  cause?: unknown
}

const accountHints: Record<AccountRefusal, string> = {
  'not-derived':
    'Funds sent to it, or signatures made for it, would not be the owner’s. If the app deploys accounts through other factories, list them in createSupertxConfig({ accountFactories }).',
  unreadable:
    'Give the wallet a client that reads that chain (SupertxWallet.getPublicClient), then try again.',
}

/**
 * The account the service names as the owner's on a chain (POST /v1/mee/orchestrator, or an
 * upgrade's addresses) is not the one the trusted account factories compute for the owner there,
 * or could not be compared. Raised before any funding or signature: nothing was sent or signed.
 */
export class AccountRefusedError extends BaseError {
  override name = 'AccountRefusedError'
  override readonly code = 'ACCOUNT_REFUSED' as const
  declare readonly reason: AccountRefusal
  declare readonly chainId: number
  declare readonly actual: string
  declare readonly expected: readonly string[] | undefined

  constructor({ reason, chainId, actual, expected, cause }: AccountRefusedErrorParameters) {
    super(
      reason === 'not-derived'
        ? `The account ${actual} named for the owner on chain ${chainId} is not theirs; nothing was sent or signed.`
        : `The owner's account on chain ${chainId} could not be checked against its factory; nothing was sent or signed.`,
      {
        cause,
        metaMessages: [
          ...(expected
            ? [`Expected one of: ${expected.join(', ') || '(no trusted factory)'}`]
            : []),
          `Named:            ${actual}`,
          accountHints[reason],
        ],
      },
      { reason, chainId, actual, expected },
    )
  }
}

export type AuthorizationNotSupportedErrorParameters = {
  /** The wallet or connector name, if known. */
  wallet?: string | undefined
  cause?: unknown
}

/** The connected wallet cannot sign EIP-7702 authorizations, which `eoa-7702` mode needs. */
export class AuthorizationNotSupportedError extends BaseError {
  override name = 'AuthorizationNotSupportedError'
  override readonly code = 'AUTHORIZATION_NOT_SUPPORTED' as const
  declare readonly wallet: string | undefined

  constructor({ wallet, cause }: AuthorizationNotSupportedErrorParameters = {}) {
    super(
      `${wallet ?? 'The connected wallet'} cannot sign EIP-7702 authorizations.`,
      {
        cause,
        metaMessages: [
          'Use mode `smart-account` or `eoa` with this wallet, or connect a wallet (or local account)',
          'that supports signAuthorization for `eoa-7702`.',
        ],
      },
      { wallet },
    )
  }
}

/** An action needs the wallet and no account is connected to it. */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  override readonly code = 'WALLET_NOT_CONNECTED' as const
  constructor({ action }: { action: string }) {
    super(`Cannot ${action}: no wallet is connected.`, {
      metaMessages: ['Connect the wallet of the quote owner and try again.'],
    })
  }
}

/** The connected account is not the one the quote (or request) belongs to. */
export class WalletAccountMismatchError extends BaseError {
  override name = 'WalletAccountMismatchError'
  override readonly code = 'WALLET_ACCOUNT_MISMATCH' as const
  declare readonly expected: string
  declare readonly connected: string
  constructor({ expected, connected }: { expected: string; connected: string }) {
    super(
      `The connected account ${connected} is not the quote owner ${expected}.`,
      {
        metaMessages: [
          'Switch the wallet to the owner account, or request a quote for the connected account.',
        ],
      },
      { expected, connected },
    )
  }
}

/** The wallet stayed on another chain than the one a transaction must go out on. */
export class WalletChainMismatchError extends BaseError {
  override name = 'WalletChainMismatchError'
  override readonly code = 'WALLET_CHAIN_MISMATCH' as const
  declare readonly expected: number
  declare readonly current: number
  constructor({ expected, current }: { expected: number; current: number }) {
    super(
      `The wallet is on chain ${current}, but this transaction must go out on chain ${expected}.`,
      { metaMessages: [`Switch the wallet to chain ${expected} and try again.`] },
      { expected, current },
    )
  }
}

/** The `onchain` approval transaction was mined but reverted, so it authorizes nothing. */
export class ApprovalRevertedError extends BaseError {
  override name = 'ApprovalRevertedError'
  override readonly code = 'APPROVAL_REVERTED' as const
  declare readonly transactionHash: string
  declare readonly chainId: number
  constructor({ transactionHash, chainId }: { transactionHash: string; chainId: number }) {
    super(
      `The approval transaction ${transactionHash} on chain ${chainId} reverted.`,
      {
        metaMessages: [
          'Check the owner holds the funding token on that chain, then request a new quote.',
        ],
      },
      { transactionHash, chainId },
    )
  }
}

/**
 * A transfer the run's funding step sent from the wallet to the smart account reverted (the
 * wallet holds less than it did when the shortfall was read, or the token refuses it).
 */
export class AccountFundingRevertedError extends BaseError {
  override name = 'AccountFundingRevertedError'
  override readonly code = 'ACCOUNT_FUNDING_REVERTED' as const
  declare readonly transactionHash: string
  declare readonly chainId: number
  constructor({ transactionHash, chainId }: { transactionHash: string; chainId: number }) {
    super(
      `The transfer ${transactionHash} funding the smart account on chain ${chainId} reverted.`,
      {
        metaMessages: [
          'Check the wallet holds the token on that chain, then retry: the shortfall is read again.',
        ],
      },
      { transactionHash, chainId },
    )
  }
}
