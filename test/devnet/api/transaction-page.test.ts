// GET /tx/:hash: the devnet explorer's transaction page, where the devnet chains' `blockExplorers`
// (and so the kit's tracker, "Transaction 0x…") link. Real transactions on a real devnet.
import { createWalletClient, encodeFunctionData, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { startDevnet } from '../../../src/devnet/index.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2 }))

/** Sends `data` to chain B's USDC from dev account 1; `gas` skips estimation (a revert is sent). */
async function sendOnB(data: Hex, gas?: bigint) {
  const chain = devnet.chains[1]!
  const account = privateKeyToAccount(devnet.accounts[1]!.privateKey as Hex)
  const client = createWalletClient({ account, chain, transport: http() })
  const usdc = devnet.deployments[chain.id]!.tokens.USDC.address
  const hash = await client.sendTransaction({ to: usdc, data, gas })
  return { hash, chain, from: account.address, usdc }
}
const transfer = (to: Hex, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** The page the chain's block explorer links for `hash`, as a wallet or the tracker builds it. */
async function explorerPage(chain: (typeof devnet.chains)[number], hash: string) {
  const base = chain.blockExplorers?.default.url
  expect(base).toBe(devnet.explorerUrl)
  const res = await fetch(`${base}/tx/${hash}`)
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() }
}

describe('the explorer page of a transaction', () => {
  it('a transfer on chain B: its chain, outcome, block, sender, target and the tokens it moved', async () => {
    const to = devnet.accounts[9]!.address as Hex
    const { hash, chain, from, usdc } = await sendOnB(transfer(to, 1_500_000n))
    const page = await explorerPage(chain, hash)
    expect(page.status).toBe(200)
    expect(page.type).toMatch(/^text\/html/)
    expect(page.html).toContain(hash)
    expect(page.html).toContain('>success<')
    expect(page.html).toContain(`Devnet B (${chain.id})`)
    expect(page.html).toContain(`<code>${from}</code>`)
    expect(page.html).toContain(`<code>${usdc}</code>`)
    expect(page.html).toMatch(
      new RegExp(
        `<td>1\\.5 USDC</td>\\s*<td><code>${usdc}</code></td>\\s*<td><code>${from}</code></td>\\s*<td><code>${to}</code></td>`,
      ),
    )
    expect(page.html).not.toContain('http-equiv="refresh"')
  })

  it('a reverted transaction says so and lists no transfer', async () => {
    const { hash, chain } = await sendOnB(
      transfer(devnet.accounts[9]!.address as Hex, 10n ** 30n),
      100_000n,
    )
    const page = await explorerPage(chain, hash)
    expect(page.status).toBe(200)
    expect(page.html).toContain('>reverted<')
    expect(page.html).toContain('No ERC-20 transfers.')
  })

  it('an unknown or malformed hash gets a small page saying so, not JSON', async () => {
    const chain = devnet.chains[0]!
    const unknown = await explorerPage(chain, `0x${'ab'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.type).toMatch(/^text\/html/)
    expect(unknown.html).toContain('Transaction not found')
    const malformed = await explorerPage(chain, '0x1234')
    expect(malformed.status).toBe(400)
    expect(malformed.html).toContain('Not a transaction hash')
  })
})
