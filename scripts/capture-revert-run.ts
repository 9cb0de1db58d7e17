// Captures the bodies of a real run that fails on chain with a token's own error, for
// fixtures/revert-run.ts: starts the devnet (2 anvil chains, the API, the engine), gives dev account
// 0's smart account 0.25 USDC on chain 31337, asks for a smart-account quote that sends 1.5 USDC
// from it, signs its payload with the owner's key as a wallet would, executes it and polls the receipt until it
// is final. The USDC contract reverts with ERC20InsufficientBalance(account, 250000, 1500000) and
// the engine's receipt carries it. Everything goes over HTTP with the key in X-API-Key, as the kit
// sends it; the bodies are written exactly as the API answered them (JSON.parse of the text).
//
//   npx tsx scripts/capture-revert-run.ts   # rewrites fixtures/revert-run.ts, then `npx biome check --write fixtures`
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { signSimplePayload } from '../fixtures/harness/sign-simple-payload.js'
import { devnetAccounts } from '../src/devnet/chains/dev-accounts.js'
import { startDevnet } from '../src/devnet/start-devnet.js'

const held = 250_000n
const sent = 1_500_000n
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

const devnet = await startDevnet({ chains: 2 })
try {
  const [chain] = devnet.chains
  if (!chain) throw new Error('the devnet started no chain')
  const usdc = devnet.deployments[chain.id]?.tokens.USDC.address
  if (!usdc) throw new Error(`no USDC on chain ${chain.id}`)
  const owner = privateKeyToAccount(devnetAccounts()[0]!.privateKey)

  const api = async (path: string, body?: unknown) => {
    const response = await fetch(`${devnet.apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Key': devnet.apiKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`)
    return JSON.parse(text) as Record<string, unknown>
  }

  const [group] = (await api('/v1/mee/orchestrator', {
    ownerAddress: owner.address,
    chains: [chain.id],
  })) as unknown as { address: Address }[]
  if (!group) throw new Error('no orchestrator account')
  const wallet = createWalletClient({ account: owner, chain, transport: http() })
  const funding = await wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [group.address, held],
  })
  await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({
    hash: funding,
  })

  const request = {
    mode: 'smart-account',
    ownerAddress: owner.address,
    composeFlows: [
      {
        type: '/instructions/build',
        data: {
          to: usdc,
          chainId: chain.id,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [recipient, sent.toString()],
        },
      },
    ],
  }
  const quote = await api('/v1/quote', request)
  const payloadToSign = await Promise.all(
    (quote.payloadToSign as object[]).map(async (p) => ({
      ...p,
      signature: await signSimplePayload(owner, p),
    })),
  )
  const executed = await api('/v1/execute', { ...quote, payloadToSign })
  const supertxHash = executed.supertxHash as Hex
  let receipt: Record<string, unknown>
  for (;;) {
    receipt = await api(`/v1/explorer/${supertxHash}`)
    if (receipt.status !== 'pending') break
    await new Promise((r) => setTimeout(r, 100))
  }

  const captured = new Date().toISOString()
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  const file = `// A real run that failed on chain with a token's own error, as the devnet's API answered it:
// captured ${captured} by \`npx tsx scripts/capture-revert-run.ts\` (read it for the steps).
// Dev account 0's smart account held ${held} base units of USDC (0.25 USDC) on chain ${chain.id}
// and the quote sends ${sent} (1.5 USDC): USDC reverts with ERC20InsufficientBalance(account,
// ${held}, ${sent}) inside the Nexus account's execute; the engine decodes the revert into the
// receipt's \`error\`. Not edited by hand: run the script again to refresh it.

/** POST /v1/quote's request. */
export const revertRunRequest = ${json(request)} as const

/** POST /v1/quote's 200 body. */
export const revertRunQuoteBody = ${json(quote)}

/** POST /v1/execute's 200 body. */
export const revertRunExecuteBody = ${json(executed)}

/** GET /v1/explorer/{supertxHash}'s final body: the op MINED_FAIL with the token's error. */
export const revertRunReceiptBody = ${json(receipt)}
`
  writeFileSync(resolve(import.meta.dirname, '../fixtures/revert-run.ts'), file)
  console.log(json({ supertxHash, receipt }))
} finally {
  await devnet.stop()
}
