// docs/core.md's core-client example, runnable: `npx tsx examples/core-quickstart.ts` against a
// running `npm run devnet`. test/examples/core-quickstart.test.ts runs it on a fresh devnet.
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSupertxClient, signPayloads } from '../src/core/index.js'

export type QuickstartParameters = {
  apiUrl: string
  apiKey: string
  rpcUrl: string
  chainId: number
  usdc: Hex
  ownerKey: Hex
  recipient: Hex
}

export async function runQuickstart(p: QuickstartParameters) {
  const owner = privateKeyToAccount(p.ownerKey)
  const client = createSupertxClient({ baseUrl: p.apiUrl, apiKey: p.apiKey })

  // 1. The owner's smart account (same address on every chain) gets some USDC to spend.
  const [group] = await client.orchestrator({ ownerAddress: owner.address, chains: [p.chainId] })
  const wallet = createWalletClient({ account: owner, transport: http(p.rpcUrl) })
  const publicClient = createPublicClient({ transport: http(p.rpcUrl) })
  const funding = await wallet.writeContract({
    chain: null,
    address: p.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [group!.address, 5_000_000n],
  })
  await publicClient.waitForTransactionReceipt({ hash: funding })

  // 2. Quote: one flow, "transfer 1 USDC from the account to the recipient".
  const request = {
    mode: 'smart-account' as const,
    ownerAddress: owner.address,
    composeFlows: [
      {
        type: '/instructions/build' as const,
        data: {
          to: p.usdc,
          chainId: p.chainId,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [p.recipient, '1000000'],
        },
      },
    ],
  }
  const quote = await client.quote(request)

  // 3. Sign once, with the viem wallet client: the kit checks every payload and operation against
  //    the request and the owner's account first. The account `orchestrator` names for `chains`
  //    is a new Nexus 2.2.1 account, so its `simple` quote signs EIP-712 SuperTx typed data.
  const accounts = { [p.chainId]: group!.address }
  const accountVersions = { [p.chainId]: '2.2.1' }
  const { signedQuote } = await signPayloads(wallet, { quote, request, accounts, accountVersions })
  const { supertxHash } = await client.execute(signedQuote)

  // 4. Track it until it is final.
  for (let i = 0; i < 100; i++) {
    const receipt = await client.getReceipt(supertxHash!)
    if (receipt.status !== 'pending') return receipt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`supertransaction ${supertxHash} still pending after 10 s`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Defaults match `npm run devnet`; pass the printed values through the environment otherwise.
  const env = process.env
  const receipt = await runQuickstart({
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4337',
    apiKey: env.API_KEY ?? 'devnet-local-key',
    rpcUrl: env.RPC_URL ?? 'http://127.0.0.1:8545',
    chainId: Number(env.CHAIN_ID ?? 31337),
    usdc: (env.USDC ?? '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9') as Hex,
    ownerKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    recipient: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  })
  console.log(receipt)
}
