// Without stateDir the devnet writes nothing: a quote and a supertransaction run to the end, and
// neither the working folder nor the temp folder gains a state file (network.json, quotes/,
// supertxs/, chains/*.state).
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'

/** Folders (and their direct subfolders) that hold a state file, under `root`. */
async function stateFolders(root: string): Promise<string[]> {
  const found: string[] = []
  const entries = await readdir(root, { withFileTypes: true }).catch(() => [])
  for (const entry of [{ name: '.', isDirectory: () => true }, ...entries]) {
    if (!entry.isDirectory()) continue
    const dir = join(root, entry.name)
    if (existsSync(join(dir, 'network.json')) || existsSync(join(dir, 'supertxs'))) found.push(dir)
  }
  return found
}

describe('startDevnet without stateDir', () => {
  it('writes no state files', async () => {
    const before = [...(await stateFolders(process.cwd())), ...(await stateFolders(tmpdir()))]
    const devnet = await startDevnet({ chains: 1 })
    try {
      const account = devnet.accounts[5]!
      const chainId = devnet.chains[0]!.id
      const post = (path: string, body: unknown) =>
        fetch(`${devnet.apiUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
          body: JSON.stringify(body),
        })
      const issued = (await (
        await post('/v1/quote', {
          mode: 'smart-account',
          ownerAddress: account.address,
          simulate: false,
          composeFlows: [
            {
              type: '/instructions/build',
              data: {
                chainId,
                to: devnet.deployments[chainId]!.tokens.USDC.address,
                functionSignature: 'function transfer(address to, uint256 amount)',
                args: [devnet.accounts[9]!.address, '0'],
              },
            },
          ],
        })
      ).json()) as { quote: { hash: Hex }; payloadToSign: object[] }
      const signature = await privateKeyToAccount(account.privateKey).signMessage({
        message: { raw: issued.quote.hash },
      })
      const res = await post('/v1/execute', {
        ...issued,
        payloadToSign: issued.payloadToSign.map((p) => ({ ...p, signature })),
      })
      expect(res.status).toBe(200)
      for (;;) {
        const receipt = (await (
          await fetch(`${devnet.apiUrl}/v1/explorer/${issued.quote.hash}`, {
            headers: { 'x-api-key': devnet.apiKey },
          })
        ).json()) as SupertxReceipt
        if (receipt.status !== 'pending') break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      await devnet.stop()
    }
    const after = [...(await stateFolders(process.cwd())), ...(await stateFolders(tmpdir()))]
    expect(after.filter((dir) => !before.includes(dir))).toEqual([])
  }, 120_000)
})
