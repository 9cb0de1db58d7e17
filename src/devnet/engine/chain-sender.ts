import type {
  Account,
  Chain,
  Hash,
  Hex,
  PublicClient,
  SignedAuthorization,
  TransactionReceipt,
  Transport,
  WalletClient,
} from 'viem'
import { TransactionReceiptNotFoundError } from 'viem'

/**
 * Waits for a transaction's receipt, polling every 25 ms. Unlike viem's
 * `waitForTransactionReceipt` (which keeps polling through errors), a chain that stops answering
 * ends the wait with its ChainUnavailableError, so the op waiting on it can end FAILED.
 */
export async function waitForReceipt(
  publicClient: PublicClient<Transport, Chain>,
  hash: Hash,
): Promise<TransactionReceipt> {
  for (;;) {
    try {
      return await publicClient.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export type SendParameters = {
  to: Hex
  data: Hex
  gas: bigint
  value?: bigint
  /** EIP-7702: makes the transaction type 4, installing these delegations before it runs. */
  authorizationList?: readonly SignedAuthorization[]
}

/**
 * Sends one account's transactions on one chain one at a time with a locally tracked nonce, so
 * concurrent supertransactions never race for the same nonce. Only signing + submitting is
 * serialised; waiting for the receipt happens outside the queue.
 */
export class ChainSender {
  private queue: Promise<unknown> = Promise.resolve()
  private nonce: number | undefined
  private fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | undefined
  private returns = 0

  constructor(
    private readonly publicClient: PublicClient<Transport, Chain>,
    private readonly walletClient: WalletClient<Transport, Chain, Account>,
    /** How many times the chain came back from being down: a change means re-read the nonce. */
    private readonly chainReturns: () => number = () => 0,
  ) {}

  /** Submits a transaction and resolves with its hash. */
  send(parameters: SendParameters): Promise<Hash> {
    const run = this.queue.then(() => this.submit(parameters))
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Sends and waits for the receipt. */
  async sendAndWait(
    parameters: SendParameters,
  ): Promise<{ hash: Hash; receipt: TransactionReceipt }> {
    const hash = await this.send(parameters)
    const receipt = await waitForReceipt(this.publicClient, hash)
    return { hash, receipt }
  }

  private async submit({ to, data, gas, value, authorizationList }: SendParameters): Promise<Hash> {
    const { publicClient, walletClient } = this
    // A node that went away may come back with another state: nothing cached survives it.
    if (this.chainReturns() !== this.returns) {
      this.returns = this.chainReturns()
      this.nonce = undefined
      this.fees = undefined
    }
    if (this.nonce === undefined) {
      this.nonce = await publicClient.getTransactionCount({
        address: walletClient.account.address,
        blockTag: 'pending',
      })
    }
    if (!this.fees) {
      const block = await publicClient.getBlock()
      const base = block.baseFeePerGas ?? 1_000_000_000n
      // Twice the base fee leaves room for it to rise; anvil's tiny blocks only make it fall.
      this.fees = { maxFeePerGas: base * 2n + 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n }
    }
    try {
      // Every field given, the chain id too: viem signs at once, without asking the node to fill
      // the transaction (eth_fillTransaction) first.
      const hash = await walletClient.sendTransaction({
        chainId: walletClient.chain.id,
        to,
        data,
        gas,
        nonce: this.nonce,
        ...(value ? { value } : {}),
        ...(authorizationList ? { authorizationList: [...authorizationList] } : {}),
        ...this.fees,
      })
      this.nonce += 1
      return hash
    } catch (error) {
      // The node may not have taken the nonce (or fees moved): re-read both before the next send.
      this.nonce = undefined
      this.fees = undefined
      throw error
    }
  }
}
