import type { Address, Hex, BaseError as ViemBaseError } from 'viem'
import {
  getChainId,
  sendTransaction,
  signMessage,
  signTypedData,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { ExecuteRequestInput } from '../client/types.js'
import type { QuotePayloadMismatchError, UserRejectedError } from '../errors/wallet.js'
import {
  ApprovalRevertedError,
  type WalletAccountMismatchError,
  WalletChainMismatchError,
  type WalletNotConnectedError,
} from '../errors/wallet.js'
import type { PayloadToSign, TypedDataPayload } from '../schemas/payload.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import type { SupertxWallet, WalletParameter } from '../wallet/types.js'
import { connectedAccount, toSupertxWallet } from '../wallet/wallet.js'
import { walletRequest } from './internal.js'
import { isOnchain, isSimple, isTypedData } from './verifyPayload.js'
import { type VerifyQuoteParameters, verifyQuote } from './verifyQuote.js'

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

export type SignPayloadsParameters = Omit<VerifyQuoteParameters, 'quote'> & {
  quote: QuoteResponse
  /** Called with a fresh snapshot of every item's progress whenever one changes. */
  onProgress?: ((items: SignProgressItem[]) => void) | undefined
  /** Signatures from an earlier attempt, by item index: those items are not signed again. */
  signatures?: readonly (Hex | undefined)[] | undefined
}
export type SignPayloadsReturnType = {
  /** The quote with every item's `signature` filled: the body of POST /v1/execute. */
  signedQuote: ExecuteRequestInput
  items: SignProgressItem[]
}
/** What a wallet request fails with besides a rejection: viem's errors (wagmi's extend them). */
export type WalletRequestErrorType = ViemBaseError

export type SignPayloadsErrorType =
  | QuotePayloadMismatchError
  | UserRejectedError
  | WalletNotConnectedError
  | WalletAccountMismatchError
  | ApprovalRevertedError
  | WalletChainMismatchError
  /** Any other failure of a wallet request (e.g. switching chain, sending the approval). */
  | WalletRequestErrorType

/**
 * Signs every `payloadToSign` item with the owner's wallet (a `SupertxWallet`, or a viem wallet
 * client with an account), by kind
 * (docs/spec/supertransaction-api.md, Signing by quoteType): typed data (`permit`, `permit-sca`, or
 * `simple` items carrying it) → `signTypedData`; `onchain` → switch to its chain if needed, send
 * the approval, wait for it to be mined, the transaction hash is the signature; `simple` →
 * `signMessage` of the raw quote hash. `verifyQuote` runs first, so a payload that disagrees with
 * the quote never reaches the wallet. A rejection in the wallet throws `UserRejectedError`; pass
 * the signatures gathered so far (`signatures`) to retry without asking again for what was already
 * signed.
 *
 * @example
 * const { signedQuote } = await signPayloads(walletClient, {
 *   quote,
 *   request,
 *   onProgress: (items) => console.log(items.map((item) => item.status)),
 * })
 */
export async function signPayloads(
  walletParameter: WalletParameter,
  parameters: SignPayloadsParameters,
): Promise<SignPayloadsReturnType> {
  const { quote, onProgress } = parameters
  verifyQuote(parameters)
  const wallet = toSupertxWallet(walletParameter)
  const account = connectedAccount(wallet, 'sign the quote', quote.ownerAddress)
  const items: SignProgressItem[] = quote.payloadToSign.map((item, index) => {
    const signature = parameters.signatures?.[index]
    return {
      index,
      kind: kindOf(item),
      chainId: chainOf(item),
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
      const signature = await signItem(wallet, account, item, (transactionHash) =>
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
  return { signedQuote: { ...quote, payloadToSign } as ExecuteRequestInput, items }
}

async function signItem(
  wallet: SupertxWallet,
  account: Address,
  item: PayloadToSign,
  onSent: (hash: Hex) => void,
): Promise<Hex> {
  if (isTypedData(item)) {
    const typed = toTypedData(item.signablePayload)
    const client = await wallet.getWalletClient()
    return walletRequest(`sign ${typed.primaryType} typed data`, () =>
      signTypedData(client, { account, ...typed } as never),
    )
  }
  if (isOnchain(item)) {
    const { chainId } = item
    const client = await walletRequest(`switch to chain ${chainId}`, () =>
      wallet.getWalletClient({ chainId }),
    )
    // The approval goes out on the wallet's current chain: make sure that is the payload's.
    const current = await getChainId(client)
    if (current !== chainId) throw new WalletChainMismatchError({ expected: chainId, current })
    const hash = await walletRequest(`send the approval transaction on chain ${chainId}`, () =>
      sendTransaction(client, {
        account,
        chain: null,
        to: item.to,
        data: item.data,
        value: BigInt(item.value),
      } as never),
    )
    onSent(hash)
    const reader = wallet.getPublicClient?.(chainId) ?? client
    const receipt = await waitForTransactionReceipt(reader, { hash })
    if (receipt.status !== 'success')
      throw new ApprovalRevertedError({ transactionHash: hash, chainId })
    return hash
  }
  if (isSimple(item)) {
    const client = await wallet.getWalletClient()
    return walletRequest('sign the quote hash', () =>
      signMessage(client, { account, message: { raw: item.message.raw } }),
    )
  }
  throw new TypeError(
    'A payloadToSign item is neither typed data, an onchain transaction nor a message.',
  )
}

/** viem derives the domain type itself and refuses a declared `EIP712Domain`. */
function toTypedData(payload: TypedDataPayload) {
  const { EIP712Domain: _, ...types } = payload.types
  return {
    domain: payload.domain ?? {},
    types,
    primaryType: payload.primaryType,
    message: payload.message,
  }
}

function kindOf(item: PayloadToSign): SignItemKind {
  return isTypedData(item) ? 'typed-data' : isOnchain(item) ? 'onchain' : 'message'
}

function chainOf(item: PayloadToSign): number | undefined {
  if (isOnchain(item)) return item.chainId
  return isTypedData(item) ? item.signablePayload.domain?.chainId : undefined
}
