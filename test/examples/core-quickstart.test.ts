// Keeps docs/core.md's core-client example true: it runs on a fresh devnet and moves real funds.
import { createPublicClient, erc20Abi, type Hex, http } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runQuickstart } from '../../examples/core-quickstart.js'
import { type StartDevnetReturnType, startDevnet } from '../../src/devnet/index.js'

let devnet: StartDevnetReturnType
beforeAll(async () => {
  devnet = await startDevnet({ chains: 1 })
})
afterAll(async () => {
  await devnet?.stop()
})

it('quotes, signs once, executes and tracks a USDC transfer to success', async () => {
  const chain = devnet.chains[0]!
  const usdc = devnet.deployments[chain.id]!.tokens.USDC.address as Hex
  const recipient = devnet.accounts[9]!.address as Hex
  const publicClient = createPublicClient({ chain, transport: http() })
  const balance = () =>
    publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })
  const before = await balance()
  const receipt = await runQuickstart({
    apiUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    rpcUrl: chain.rpcUrls.default.http[0]!,
    chainId: chain.id,
    usdc,
    ownerKey: devnet.accounts[0]!.privateKey as Hex,
    recipient,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.userOps.map((op) => op.executionStatus)).toEqual(['MINED_SUCCESS'])
  expect((await balance()) - before).toBe(1_000_000n)
})
