import type { Address, Hex, BaseError as ViemBaseError } from 'viem'
import type { Config, BaseError as WagmiBaseError } from 'wagmi'
import {
  getAccount,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import type { ExecuteRequestInput } from '../client/types.js'
import type { QuotePayloadMismatchError, UserRejectedError } from '../errors/wallet.js'
import type { PayloadToSign, TypedDataPayload } from '../schemas/payload.js'
import type { QuoteResponse } from '../schemas/quote-response.js'
import {
  ApprovalRevertedError,
  type WalletAccountMismatchError,
  type WalletNotConnectedError,
} from './errors.js'
import { connectedAccount, walletRequest } from './internal.js'
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
/** What a wallet request fails with besides a rejection: viem's or wagmi's errors. */
export type WalletRequestErrorType = ViemBaseError | WagmiBaseError

export type SignPayloadsErrorType =
  | QuotePayloadMismatchError
  | UserRejectedError
  | WalletNotConnectedError
  | WalletAccountMismatchError
  | ApprovalRevertedError
  /** Any other failure of a wallet request (e.g. switching chain, sending the approval). */
  | WalletRequestErrorType

/**
 * Signs every `payloadToSign` item with the connected wallet, by kind
 * (docs/spec/supertransaction-api.md, Signing by quoteType): typed data (`permit`, `permit-sca`, or
 * `simple` items carrying it) → `signTypedData`; `onchain` → switch to its chain if needed, send
 * the approval, wait for it to be mined, the transaction hash is the signature; `simple` →
 * `signMessage` of the raw quote hash. `verifyQuote` runs first, so a payload that disagrees with
 * the quote never reaches the wallet. A rejection in the wallet throws `UserRejectedError`; pass
 * the signatures gathered so far (`signatures`) to retry without asking again for what was already
 * signed.
 *
 * @example
 * const { signedQuote } = await signPayloads(wagmiConfig, {
 *   quote,
 *   request,
 *   onProgress: (items) => console.log(items.map((item) => item.status)),
 * })
 */
export async function signPayloads(
  config: Config,
  parameters: SignPayloadsParameters,
): Promise<SignPayloadsReturnType> {
  const { quote, onProgress } = parameters
  verifyQuote(parameters)
  const account = connectedAccount(config, 'sign the quote', quote.ownerAddress)
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
      const signature = await signItem(config, account, item, (transactionHash) =>
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
  config: Config,
  account: Address,
  item: PayloadToSign,
  onSent: (hash: Hex) => void,
): Promise<Hex> {
  if (isTypedData(item)) {
    const typed = toTypedData(item.signablePayload)
    return walletRequest(`sign ${typed.primaryType} typed data`, () =>
      signTypedData(config, { account, ...typed } as never),
    )
  }
  if (isOnchain(item)) {
    const { chainId } = item
    if (getAccount(config).chainId !== chainId)
      await walletRequest(`switch to chain ${chainId}`, () => switchChain(config, { chainId }))
    const hash = await walletRequest(`send the approval transaction on chain ${chainId}`, () =>
      sendTransaction(config, {
        account,
        chainId,
        to: item.to,
        data: item.data,
        value: BigInt(item.value),
      } as never),
    )
    onSent(hash)
    const receipt = await waitForTransactionReceipt(config, { hash, chainId } as never)
    if (receipt.status !== 'success')
      throw new ApprovalRevertedError({ transactionHash: hash, chainId })
    return hash
  }
  if (isSimple(item))
    return walletRequest('sign the quote hash', () =>
      signMessage(config, { account, message: { raw: item.message.raw } }),
    )
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
