import type { Address, Hex, BaseError as ViemBaseError } from 'viem'
import {
  getChainId,
  sendTransaction,
  signMessage,
  signTypedData,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { ExecuteRequestInput } from '../client/types.js'
import type { SupertxConfig } from '../config/createSupertxConfig.js'
import type { QuotePayloadMismatchError, UserRejectedError } from '../errors/wallet.js'
import {
  ApprovalRevertedError,
  QuoteUnverifiableError,
  type WalletAccountMismatchError,
  WalletChainMismatchError,
  type WalletNotConnectedError,
} from '../errors/wallet.js'
import { superTxTypedData } from '../protocol/nexus/payloads.js'
import type { PayloadToSign } from '../schemas/payload.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import type { ItemOf, SignedQuoteType } from '../verify/item-shape.js'
import type { SupertxWallet, WalletParameter } from '../wallet/types.js'
import { connectedAccount, toSupertxWallet } from '../wallet/wallet.js'
import { walletRequest } from './internal.js'
import {
  type AccountsRequest,
  type ResolveAccountsErrorType,
  type ResolveAccountsParameters,
  resolveAccounts,
} from './resolveAccounts.js'
import { resolveAccountVersions } from './resolveAccountVersions.js'
import {
  type VerifyQuoteParameters,
  type VerifyQuoteReturnType,
  verifyQuote,
} from './verifyQuote.js'

export type SignItemKind = 'typed-data' | 'onchain' | 'message'
export type SignItemStatus = 'pending' | 'signing' | 'confirming' | 'signed' | 'error'
/** The progress of one `payloadToSign` item. */
export type SignProgressItem = {
  index: number
  kind: SignItemKind
  /** The chain of the item, where it names one. */
  chainId: number | undefined
  status: SignItemStatus
  signature?: Hex | undefined
  /** `onchain`: the approval transaction (its hash is also the signature). */
  transactionHash?: Hex | undefined
  error?: Error | undefined
}

export type SignPayloadsParameters = Omit<
  VerifyQuoteParameters,
  'quote' | 'request' | 'accounts'
> & {
  quote: QuoteResponse
  /** The request the quote answers (or the upgrade request): what the payloads are checked against. */
  request: VerifyQuoteParameters['request'] & AccountsRequest
  /**
   * Chain id → the owner's account there, known without the quote (see `verifyQuote`). Default:
   * looked up with `config` (`resolveAccounts`); without either, `QuoteUnverifiableError`.
   */
  accounts?: VerifyQuoteParameters['accounts'] | undefined
  /** The kit's config: looks the owner's accounts up (POST /v1/mee/orchestrator, cached). */
  config?: SupertxConfig | undefined
  /**
   * Reads each chain of the request, to hold the owner's accounts to their factories
   * (`resolveAccounts`). `signPayloads` uses the wallet it signs with when this is not given.
   */
  reader?: ResolveAccountsParameters['reader']
  /** Aborts the account lookup. */
  signal?: AbortSignal | undefined
  /** Called with a fresh snapshot of every item's progress whenever one changes. */
  onProgress?: ((items: SignProgressItem[]) => void) | undefined
  /** Signatures from an earlier attempt, by item index: those items are not signed again. */
  signatures?: readonly (Hex | undefined)[] | undefined
}
export type SignPayloadsReturnType = {
  /** The quote with every item's `signature` filled: the body of POST /v1/execute. */
  signedQuote: ExecuteRequestInput
  items: SignProgressItem[]
  /** What the checks established (the fee as the checked operations pay it). */
  verified: VerifyQuoteReturnType
}

/** What `checkQuote` takes: `signPayloads`'s parameters without the signing ones. */
export type CheckQuoteParameters = Omit<SignPayloadsParameters, 'onProgress' | 'signatures'>

/**
 * The checks `signPayloads` runs before any wallet request: the owner's accounts (given, or looked
 * up with `config`), then `verifyQuote`. Anything that moves money for a quote (the smart
 * account's funding, a signature) runs this first.
 */
export async function checkQuote(parameters: CheckQuoteParameters): Promise<VerifyQuoteReturnType> {
  const { request } = parameters
  if (!request) throw new QuoteUnverifiableError({ missing: 'request' })
  const accounts =
    parameters.accounts ??
    (await resolveAccounts(
      parameters.config,
      { request, reader: parameters.reader },
      { signal: parameters.signal },
    ))
  // A quote's hashes and payloads depend on the account version: looked up once, as accounts are.
  const accountVersions =
    parameters.accountVersions ??
    (parameters.config
      ? await resolveAccountVersions(
          parameters.config,
          { ...request, accounts },
          { signal: parameters.signal },
        )
      : undefined)
  return verifyQuote({
    ...parameters,
    accounts,
    accountVersions,
    nexusContracts: parameters.nexusContracts ?? parameters.config?.nexusContracts,
  })
}
/** What a wallet request fails with besides a rejection: viem's errors (wagmi's extend them). */
export type WalletRequestErrorType = ViemBaseError

export type SignPayloadsErrorType =
  | QuotePayloadMismatchError
  | QuoteUnverifiableError
  | ResolveAccountsErrorType
  | UserRejectedError
  | WalletNotConnectedError
  | WalletAccountMismatchError
  | ApprovalRevertedError
  | WalletChainMismatchError
  /** Any other failure of a wallet request (e.g. switching chain, sending the approval). */
  | WalletRequestErrorType

/**
 * Signs every `payloadToSign` item with the owner's wallet (a `SupertxWallet`, or a viem wallet
 * client with an account). First `verifyQuote` compares every field the wallet would sign with
 * the request and the owner's accounts (looked up with `config`, or given as `accounts`), so a
 * payload the user did not ask for never reaches the wallet. Then one wallet request per item,
 * chosen by the quote type, never by the item's shape (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * Signing by quoteType): `permit` and `permit-sca` → `signTypedData`; `onchain` → switch to its
 * chain if needed, send the approval, wait for it to be mined, the transaction hash is the
 * signature; `simple` → `signMessage` of the raw quote hash. A rejection in the wallet throws
 * `UserRejectedError`; pass the signatures gathered so far (`signatures`) to retry without asking
 * again for what was already signed.
 *
 * @example
 * const { signedQuote } = await signPayloads(walletClient, {
 *   quote,
 *   request,
 *   config, // or accounts: { 8453: orchestratorAccount }
 *   onProgress: (items) => console.log(items.map((item) => item.status)),
 * })
 */
export async function signPayloads(
  walletParameter: WalletParameter,
  parameters: SignPayloadsParameters,
): Promise<SignPayloadsReturnType> {
  const { quote, onProgress } = parameters
  const wallet = toSupertxWallet(walletParameter)
  const verified = await checkQuote({ ...parameters, reader: parameters.reader ?? wallet })
  const type = quote.quoteType as SignedQuoteType
  const account = connectedAccount(wallet, 'sign the quote', quote.ownerAddress)
  const items: SignProgressItem[] = quote.payloadToSign.map((item, index) => {
    const signature = parameters.signatures?.[index]
    return {
      index,
      kind: kinds[type],
      chainId: chainOf(type, item),
      status: signature ? 'signed' : 'pending',
      signature,
    }
  })
  const update = (index: number, change: Partial<SignProgressItem>) => {
    items[index] = { ...(items[index] as SignProgressItem), ...change }
    onProgress?.(items.map((item) => ({ ...item })))
  }
  onProgress?.(items.map((item) => ({ ...item })))

  for (const [index, item] of quote.payloadToSign.entries()) {
    if (items[index]?.signature) continue
    update(index, { status: 'signing', error: undefined })
    try {
      const signature = await signItem(wallet, account, type, item, (transactionHash) =>
        update(index, { status: 'confirming', transactionHash }),
      )
      update(index, { status: 'signed', signature })
    } catch (error) {
      update(index, { status: 'error', error: error as Error })
      throw error
    }
  }
  const payloadToSign = quote.payloadToSign.map((item, index) => ({
    ...item,
    signature: items[index]?.signature as Hex,
  }))
  return { signedQuote: { ...quote, payloadToSign } as ExecuteRequestInput, items, verified }
}

const kinds: Record<SignedQuoteType, SignItemKind> = {
  simple: 'message',
  permit: 'typed-data',
  'permit-sca': 'typed-data',
  onchain: 'onchain',
}

// The item passed verifyQuote: it has its quote type's shape and nothing else, so each call below
// reads only fields that were compared.
async function signItem(
  wallet: SupertxWallet,
  account: Address,
  type: SignedQuoteType,
  item: PayloadToSign,
  onSent: (hash: Hex) => void,
): Promise<Hex> {
  if (type === 'permit' || type === 'permit-sca') {
    const typed = toTypedData((item as ItemOf<'permit' | 'permit-sca'>).signablePayload)
    const client = await wallet.getWalletClient()
    return walletRequest(`sign ${typed.primaryType} typed data`, () =>
      signTypedData(client, { account, ...typed } as never),
    )
  }
  if (type === 'onchain') {
    const { chainId, to, data, value } = item as ItemOf<'onchain'>
    const client = await walletRequest(`switch to chain ${chainId}`, () =>
      wallet.getWalletClient({ chainId }),
    )
    // The approval goes out on the wallet's current chain: make sure that is the payload's.
    const current = await getChainId(client)
    if (current !== chainId) throw new WalletChainMismatchError({ expected: chainId, current })
    const hash = await walletRequest(`send the approval transaction on chain ${chainId}`, () =>
      sendTransaction(client, { account, chain: null, to, data, value: BigInt(value) } as never),
    )
    onSent(hash)
    const reader = wallet.getPublicClient?.(chainId) ?? client
    const receipt = await waitForTransactionReceipt(reader, { hash })
    if (receipt.status !== 'success')
      throw new ApprovalRevertedError({ transactionHash: hash, chainId })
    return hash
  }
  if ('signablePayload' in item) {
    // A 2.2.1 Nexus account's simple quote: verifyQuote held every entry to the quote's own
    // operations (checkNexusSuperTx); the validator's types are written here, not read.
    const { meeUserOps } = (item as ItemOf<'simple-supertx'>).signablePayload.message
    const typed = superTxTypedData(
      meeUserOps.map((op) => ({
        userOpHash: op.userOpHash as Hex,
        lowerBoundTimestamp: BigInt(op.lowerBoundTimestamp),
        upperBoundTimestamp: BigInt(op.upperBoundTimestamp),
      })),
    )
    const client = await wallet.getWalletClient()
    return walletRequest('sign SuperTx typed data', () =>
      signTypedData(client, { account, ...typed } as never),
    )
  }
  const { raw } = (item as ItemOf<'simple'>).message
  const client = await wallet.getWalletClient()
  return walletRequest('sign the quote hash', () =>
    signMessage(client, { account, message: { raw } }),
  )
}

/** viem derives the domain type itself and refuses a declared `EIP712Domain`. */
function toTypedData(payload: ItemOf<'permit' | 'permit-sca'>['signablePayload']) {
  const { EIP712Domain: _, ...types } = payload.types
  return {
    domain: payload.domain,
    types,
    primaryType: payload.primaryType,
    message: payload.message,
  }
}

function chainOf(type: SignedQuoteType, item: PayloadToSign): number | undefined {
  if (type === 'onchain') return (item as ItemOf<'onchain'>).chainId
  if (type === 'simple') return undefined
  return (item as ItemOf<'permit'>).signablePayload.domain.chainId
}
