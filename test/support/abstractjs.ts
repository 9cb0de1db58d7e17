// The real SDK, @biconomy/abstractjs 1.2.3 (dev dependency): the oracle the kit's checks are tested
// against. Loaded by a specifier TypeScript does not follow: one of its dependencies
// (@safe-global/types-kit) registers abitype's `AddressType` as `string` for every file the
// compiler sees, which would loosen every `Address` of the project. The few parts the tests use
// are typed here instead.
import type { Chain, Hex, LocalAccount, Transport } from 'viem'

type Instruction = unknown
export type MultichainAccount = {
  build(input: {
    type: 'default'
    data: { chainId: number; calls: { to: Hex; data?: Hex; value?: bigint }[] }
  }): Promise<Instruction[]>
  buildComposable(input: unknown): Promise<Instruction[]>
  deploymentOn(
    chainId: number,
    strict: true,
  ): {
    encodeExecute(call: { to: Hex; value: bigint; data: Hex }): Promise<Hex>
    getInitCode(): Promise<Hex>
  }
}
export type Abstractjs = {
  MEEVersion: { V2_1_0: string; V2_2_1: string }
  getMEEVersion(version: string): unknown
  toMultichainNexusAccount(input: {
    signer: LocalAccount
    chainConfigurations: {
      chain: Chain
      transport: Transport
      version: unknown
      versionCheck: false
      accountAddress: Hex
    }[]
  }): Promise<MultichainAccount>
  getQuote(client: unknown, input: unknown): Promise<unknown>
  getPermitQuote(client: unknown, input: unknown): Promise<unknown>
  runtimeERC20BalanceOf(input: {
    targetAddress: Hex
    tokenAddress: Hex
    constraints?: unknown[]
  }): unknown
  greaterThanOrEqualTo(value: bigint): unknown
  createMerkleTree(leaves: Hex[]): { root: Hex }
  /** The 2.2.1 simple payload: the SuperTx typed data of the quote's ops. */
  prepareTypedDataSignableQuotePayload(
    quote: unknown,
    options: unknown,
  ): { signablePayload: Record<string, unknown> }
}

const specifier = '@biconomy/abstractjs'
/** The SDK itself, as its package exports it. */
export const abstractjs = (await import(/* @vite-ignore */ specifier)) as Abstractjs
