// A devnet service context on real anvil chains, and Nexus quotes built by the devnet's own
// builder (`buildNexusQuote`) from what the chains say (account addresses, code, gas price, permit
// facts), kept in the quote store as POST /v1/quote keeps them (`issuedNexusOf`). Execute, the
// engine and the receipt then run as they do behind the HTTP API.
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  type LocalAccount,
  type SignedAuthorization,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { nexusInitData } from '../../../src/core/actions/accountAddressesOf.js'
import { buildCall } from '../../../src/core/protocol/inputs.js'
import { onchainApproveData } from '../../../src/core/protocol/nexus/payloads.js'
import type { Call } from '../../../src/core/protocol/types.js'
import { devPermitTokenAbi } from '../../../src/devnet/artifacts/DevPermitToken.js'
import { nexusAccountFactoryAbi } from '../../../src/devnet/artifacts/NexusAccountFactory.js'
import { type ChainContext, createChainContexts } from '../../../src/devnet/chains/chain-context.js'
import { type StartChainsReturnType, startChains } from '../../../src/devnet/chains/start-chains.js'
import { createEngine } from '../../../src/devnet/engine/create-engine.js'
import { createAccountResolver } from '../../../src/devnet/service/accounts.js'
import { execute } from '../../../src/devnet/service/execute/execute.js'
import type { OpDraft } from '../../../src/devnet/service/quote/group-ops.js'
import type { NexusVersion } from '../../../src/devnet/service/quote/nexus/addresses.js'
import {
  buildNexusQuote,
  type NexusChain,
  type NexusPayment,
  type NexusQuote,
} from '../../../src/devnet/service/quote/nexus/build-nexus-quote.js'
import { issuedNexusOf } from '../../../src/devnet/service/quote/nexus/issued-nexus.js'
import { createNonceKeyClock } from '../../../src/devnet/service/quote/nexus/user-op-fields.js'
import { type IssuedQuote, QuoteStore } from '../../../src/devnet/service/quote-store.js'
import { getReceipt } from '../../../src/devnet/service/receipt.js'
import {
  createGasPriceCache,
  type ServiceContext,
} from '../../../src/devnet/service/service-context.js'

const mnemonic = 'test test test test test test test test test test test junk'
export const devAccount = (addressIndex: number) => mnemonicToAccount(mnemonic, { addressIndex })

export type NexusDevnet = {
  network: StartChainsReturnType
  chains: Map<number, ChainContext>
  ctx: ServiceContext
  stop: () => Promise<void>
}

export async function startNexusDevnet(chainIds: number[]): Promise<NexusDevnet> {
  const network = await startChains({ chainIds })
  const chains = createChainContexts(network)
  const engine = createEngine(chains)
  const ctx: ServiceContext = {
    chains,
    accounts: createAccountResolver(chains),
    store: new QuoteStore(),
    engine,
    executor: network.roles.executor.address,
    quoteTtlMs: 600_000,
    gasPrice: createGasPriceCache(),
    nonceKeys: createNonceKeyClock(),
  }
  return {
    network,
    chains,
    ctx,
    stop: async () => {
      await engine.close()
      await network.stop()
    },
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The owner's Nexus account of `version` on a chain: the factory's counterfactual address. */
export function nexusAccountOf(
  devnet: NexusDevnet,
  chainId: number,
  version: NexusVersion,
  owner: Address,
): Promise<Address> {
  const suite = devnet.network.deployments[chainId]!.nexus[version]
  return devnet.chains.get(chainId)!.publicClient.readContract({
    address: suite.factory,
    abi: nexusAccountFactoryAbi,
    functionName: 'computeAccountAddress',
    args: [nexusInitData(owner, suite.bootstrap), `0x${'00'.repeat(32)}`],
  })
}

/** Deploys the owner's account (unless it is) the way its initCode would, from the owner's wallet. */
export async function deployNexusAccount(
  devnet: NexusDevnet,
  chainId: number,
  version: NexusVersion,
  owner: LocalAccount,
) {
  const chain = devnet.chains.get(chainId)!
  const suite = devnet.network.deployments[chainId]!.nexus[version]
  const account = await nexusAccountOf(devnet, chainId, version, owner.address)
  const code = await chain.publicClient.getCode({ address: account })
  if (code && code !== '0x') return
  const wallet = createWalletClient({
    chain: chain.chain,
    transport: chain.transport,
    account: owner,
  })
  const hash = await wallet.writeContract({
    address: suite.factory,
    abi: nexusAccountFactoryAbi,
    functionName: 'createAccount',
    args: [nexusInitData(owner.address, suite.bootstrap), `0x${'00'.repeat(32)}`],
  })
  await chain.publicClient.waitForTransactionReceipt({ hash })
}

/** An ERC-20 `transfer(to, amount)` call; `amount` may be a runtime balance of the account. */
export const transferCall = (
  token: Address,
  to: Address,
  amount: bigint | Record<string, unknown>,
  account: Address,
): Call =>
  buildCall({
    to: token,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [to, amount],
    defaultTarget: account,
  })

export type IssueParameters = {
  mode: 'smart-account' | 'eoa' | 'eoa-7702'
  owner: LocalAccount
  version: NexusVersion
  /** The ops, given the owner's account on their chain. */
  drafts: (account: (chainId: number) => Address) => OpDraft[]
  payment?: NexusPayment
  funding?: { chainId: number; token: Address; amount: bigint }
  authorization?: (chainId: number) => Promise<SignedAuthorization>
  window?: { lowerBoundTimestamp: number; upperBoundTimestamp: number }
}

/** Builds a Nexus quote from the chains' facts and keeps it as POST /v1/quote would. */
export async function issueNexusQuote(
  devnet: NexusDevnet,
  p: IssueParameters,
): Promise<{ quote: NexusQuote; issued: IssuedQuote; accounts: Map<number, Address> }> {
  const window = p.window ?? {
    lowerBoundTimestamp: nowSeconds() - 5,
    upperBoundTimestamp: nowSeconds() + 120,
  }
  const chainIds = [...devnet.chains.keys()]
  const accounts = new Map<number, Address>()
  for (const id of chainIds)
    accounts.set(
      id,
      p.mode === 'eoa-7702'
        ? p.owner.address
        : await nexusAccountOf(devnet, id, p.version, p.owner.address),
    )
  const facts = new Map<number, NexusChain>()
  for (const id of chainIds) {
    const chain = devnet.chains.get(id)!
    const account = accounts.get(id)!
    const code = await chain.publicClient.getCode({ address: account })
    const gasPrice = await chain.publicClient.getGasPrice()
    facts.set(id, {
      account,
      version: p.version,
      deployed: code !== undefined && code !== '0x',
      addresses: { ...devnet.network.deployments[id]!.nexus[p.version], ethForwarder: zeroAddress },
      maxFeePerGas: gasPrice * 2n,
      maxPriorityFeePerGas: 1_000_000n,
      ...(p.authorization ? { authorization: await p.authorization(id) } : {}),
    })
  }
  const drafts = p.drafts((id) => accounts.get(id)!)
  const payment = p.payment ?? { kind: 'none' }
  let funding: (NonNullable<IssueParameters['funding']> & { permit: boolean }) | undefined
  let permitInfo: { name: string; domainSeparator: Hex; nonce: bigint } | undefined
  if (p.funding) {
    const chain = devnet.chains.get(p.funding.chainId)!
    const token = chain.tokensByAddress.get(p.funding.token.toLowerCase())!
    funding = { ...p.funding, permit: token.permit }
    if (token.permit) {
      const read = <T>(functionName: 'name' | 'DOMAIN_SEPARATOR') =>
        chain.publicClient.readContract({
          address: p.funding!.token,
          abi: devPermitTokenAbi,
          functionName,
        }) as Promise<T>
      permitInfo = {
        name: await read<string>('name'),
        domainSeparator: await read<Hex>('DOMAIN_SEPARATOR'),
        nonce: await chain.publicClient.readContract({
          address: p.funding.token,
          abi: devPermitTokenAbi,
          functionName: 'nonces',
          args: [p.owner.address],
        }),
      }
    }
  }
  const quote = buildNexusQuote({
    mode: p.mode,
    owner: p.owner.address,
    drafts,
    chains: facts,
    payment,
    funding,
    permitInfo,
    window,
    nonceKey: (i) => (Date.now() + i * 7919 + Math.floor(Math.random() * 1e6)) % 16_777_215,
  })
  const fee = payment.kind === 'fee' ? payment.amount : 0n
  const spender = funding ? accounts.get(funding.chainId)! : zeroAddress
  const issued: IssuedQuote = {
    hash: quote.hash,
    owner: p.owner.address,
    quoteType: quote.quoteType,
    response: {
      quote: { hash: quote.hash, userOps: quote.userOps },
      payloadToSign: quote.payloadToSign,
    },
    nexus: issuedNexusOf(
      quote,
      payment,
      funding && permitInfo
        ? {
            token: funding.token,
            spender,
            domainSeparator: permitInfo.domainSeparator,
            amount: funding.amount + fee,
            chainId: funding.chainId,
            nonce: permitInfo.nonce,
          }
        : undefined,
    ),
    ...(funding && !funding.permit
      ? {
          onchain: {
            chainId: funding.chainId,
            token: funding.token,
            spender,
            amount: funding.amount + fee,
            data: onchainApproveData(spender, funding.amount + fee, quote.hash),
          },
        }
      : {}),
    expiresAt: Date.now() + 600_000,
  }
  await devnet.ctx.store.put(issued)
  return { quote, issued, accounts }
}

/** POST /v1/execute with the quote as answered and `signature` on its one payload. */
export const executeNexus = (devnet: NexusDevnet, quote: NexusQuote, signature: Hex) =>
  execute(devnet.ctx, {
    quote: { hash: quote.hash, userOps: quote.userOps },
    payloadToSign: quote.payloadToSign.map((payload) => ({ ...payload, signature })),
  } as never)

/** Polls the receipt until every op is final. */
export async function waitForNexusFinal(devnet: NexusDevnet, hash: Hex, timeoutMs = 60_000) {
  const started = Date.now()
  for (;;) {
    const receipt = getReceipt(devnet.ctx, hash)
    if (
      receipt &&
      receipt.status !== 'pending' &&
      receipt.userOps.every((op) => !['PENDING', 'MINING'].includes(op.executionStatus))
    )
      return receipt
    if (Date.now() - started > timeoutMs)
      throw new Error(`not final after ${timeoutMs} ms: ${JSON.stringify(receipt)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sends `amount` of `token` (or ETH when the zero address) from a dev account, and waits. */
export async function send(
  devnet: NexusDevnet,
  chainId: number,
  from: LocalAccount,
  token: Address,
  to: Address,
  amount: bigint,
) {
  const chain = devnet.chains.get(chainId)!
  const wallet = createWalletClient({
    chain: chain.chain,
    transport: chain.transport,
    account: from,
  })
  const hash =
    token === zeroAddress
      ? await wallet.sendTransaction({ to, value: amount })
      : await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        })
  await chain.publicClient.waitForTransactionReceipt({ hash })
}

export const balanceOf = (devnet: NexusDevnet, chainId: number, token: Address, owner: Address) =>
  devnet.chains.get(chainId)!.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
