import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  type ContractConstructorArgs,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createTestClient,
  custom,
  getAddress,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'

/**
 * `chain: null` on the deployer's sends: viem then asks no `eth_chainId` before each one. The
 * clients point at an anvil the devnet started with that chain id a moment before, so the
 * question was a third of the start-up's round trips (51 of 153 per chain) with one answer.
 */
export const SENT_AS_IS = { chain: null } as const

/** The two clients every deploy helper takes: one to send from the deployer, one to read receipts. */
export type DeployClients = {
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain, Account>
}

/** A deployment or set-up transaction failed; `contract` names what was being deployed or called. */
export class DevnetDeployError extends Error {
  override name = 'DevnetDeployError'
  constructor(
    readonly contract: string,
    readonly step: string,
    options?: { cause?: unknown; hash?: Hash },
  ) {
    super(
      `Devnet deploy failed: ${step} of ${contract}${options?.hash ? ` (tx ${options.hash})` : ''}. ` +
        'Check that the chain is a fresh anvil and the deployer holds ETH; the cause has details.',
      { cause: options?.cause },
    )
  }
}

export type DeployContractParameters<abi extends Abi> = {
  abi: abi
  bytecode: Hex
  args: ContractConstructorArgs<abi>
  /** Used in error messages; default `'contract'`. */
  name?: string
}

async function waitForSuccess(clients: DeployClients, hash: Hash, name: string, step: string) {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') {
    throw new DevnetDeployError(name, step, { hash, cause: new Error('transaction reverted') })
  }
  return receipt
}

/**
 * Deploys a contract from the wallet's account and waits for its receipt, so the next send uses
 * the next nonce and addresses stay deterministic.
 *
 * @example
 * const bridge = await deployContract(clients, {
 *   abi: devBridgeAbi, bytecode: devBridgeBytecode, args: [relayer], name: 'DevBridge',
 * })
 */
export async function deployContract<const abi extends Abi>(
  clients: DeployClients,
  parameters: DeployContractParameters<abi>,
): Promise<Address> {
  const { abi, bytecode, args, name = 'contract' } = parameters
  let hash: Hash
  try {
    // viem's generic deploy parameters do not narrow through our own generic; the shape is checked above.
    hash = await clients.walletClient.deployContract({
      abi,
      bytecode,
      args,
      ...SENT_AS_IS,
    } as never)
  } catch (cause) {
    throw new DevnetDeployError(name, 'sending the deployment', { cause })
  }
  const receipt = await waitForSuccess(clients, hash, name, 'the deployment')
  if (!receipt.contractAddress) {
    throw new DevnetDeployError(name, 'the deployment', { hash, cause: 'no contract address' })
  }
  // Receipts carry lowercase addresses; hand out checksummed ones like the rest of viem.
  return getAddress(receipt.contractAddress)
}

export type WriteAndWaitParameters<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>
  /** Used in error messages; default: the address. */
  name?: string
}

/**
 * Sends one contract call from the wallet's account and waits until it is mined successfully.
 *
 * @example
 * await writeAndWait(clients, {
 *   address: usdc, abi: devPermitTokenAbi, functionName: 'mint', args: [alice, 10n ** 6n],
 * })
 */
export async function writeAndWait<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(clients: DeployClients, parameters: WriteAndWaitParameters<abi, functionName>): Promise<Hash> {
  const { address, abi, functionName, args, name = address } = parameters
  const step = `calling ${functionName}`
  let hash: Hash
  try {
    hash = await clients.walletClient.writeContract({
      address,
      abi,
      functionName,
      args,
      ...SENT_AS_IS,
    } as never)
  } catch (cause) {
    throw new DevnetDeployError(name, step, { cause })
  }
  await waitForSuccess(clients, hash, name, step)
  return hash
}

/**
 * Places `code` at `address` with `anvil_setCode` (no transaction: no deployer nonce moves), for a
 * contract the real network holds at a fixed address.
 */
export async function placeCode(
  { publicClient }: DeployClients,
  { address, code, name }: { address: Address; code: Hex; name: string },
): Promise<void> {
  const testClient = createTestClient({
    mode: 'anvil',
    chain: publicClient.chain,
    transport: custom({ request: publicClient.request }),
  })
  try {
    await testClient.setCode({ address, bytecode: code })
  } catch (cause) {
    throw new DevnetDeployError(name, `copying the code to ${address}`, { cause })
  }
}
