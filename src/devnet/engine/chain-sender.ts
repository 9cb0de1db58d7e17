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

  constructor(
    private readonly publicClient: PublicClient<Transport, Chain>,
    private readonly walletClient: WalletClient<Transport, Chain, Account>,
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
    const receipt = await this.publicClient.waitForTransactionReceipt({ hash })
    return { hash, receipt }
  }

  private async submit({ to, data, gas, value, authorizationList }: SendParameters): Promise<Hash> {
    const { publicClient, walletClient } = this
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
      const hash = await walletClient.sendTransaction({
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
