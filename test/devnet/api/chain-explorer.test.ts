// Each devnet chain's block explorer exists: the URL its viem chain (and the description an app
// reads) advertises serves /tx/<hash> and /address/<address> pages read from the chain, so the
// kit's and a wallet's "view transaction" links open a page.
import { createWalletClient, erc20Abi, type Hex, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderDetailsPage } from '../../../src/devnet/api/details/render-details-page.js'
import {
  describeDevnet,
  type StartDevnetReturnType,
  startDevnet,
} from '../../../src/devnet/index.js'
import { devnetChains, devnetTransports } from '../../../src/devnet-client/index.js'

let devnet: StartDevnetReturnType
let explorer: string
let transfer: Hex
beforeAll(async () => {
  devnet = await startDevnet({ chains: 1 })
  const description = describeDevnet(devnet)
  const [chain] = devnetChains(description)
  explorer = chain?.blockExplorers?.default.url as string
  const wallet = createWalletClient({
    chain,
    account: privateKeyToAccount(devnet.accounts[0]!.privateKey as Hex),
    transport: devnetTransports(description)[31337]!,
  })
  transfer = await wallet.writeContract({
    address: devnet.deployments[31337]!.tokens.USDC.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [devnet.accounts[9]!.address, parseUnits('1.5', 6)],
  })
})
afterAll(() => devnet?.stop())

const get = async (path: string) => {
  const response = await fetch(`${explorer}${path}`)
  return {
    status: response.status,
    html: await response.text(),
    type: response.headers.get('content-type'),
  }
}

describe('the devnet chains’ block explorer', () => {
  it('is what the description and the viem chain advertise: {explorerUrl}/chains/<id>', () => {
    expect(explorer).toBe(`${devnet.explorerUrl}/chains/31337`)
    expect(describeDevnet(devnet).chains[0]?.blockExplorer).toEqual({
      name: 'Devnet explorer',
      url: explorer,
    })
  })

  it('shows a transaction: status, sender, target by name, and the tokens it moved', async () => {
    const { status, html, type } = await get(`/tx/${transfer}`)
    expect(status).toBe(200)
    expect(type).toContain('text/html')
    expect(html).toContain('<h1>Transaction <span class="badge ok">success</span></h1>')
    expect(html).toContain(`/chains/31337/address/${devnet.accounts[0]!.address}`)
    expect(html).toContain('<span class="muted">(USDC)</span>')
    expect(html).toMatch(/<td>1\.5 USDC<\/td>/)
    expect(html).toContain(`/chains/31337/address/${devnet.accounts[9]!.address}`)
  })

  it('shows an address: what it is and its balances', async () => {
    const account = await get(`/address/${devnet.accounts[9]!.address}`)
    expect(account.status).toBe(200)
    expect(account.html).toContain('<h1>Account</h1>')
    expect(account.html).toMatch(/<th>USDC<\/th><td>1000001\.5<\/td>/)
    const usdc = await get(`/address/${devnet.deployments[31337]!.tokens.USDC.address}`)
    expect(usdc.html).toContain('<h1>USDC</h1>')
    expect(usdc.html).toContain('· contract ·')
  })

  it('answers an unknown transaction, chain or malformed hash with a page that says so', async () => {
    const unknown = await get(`/tx/0x${'ab'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Transaction not found')
    const chain = await fetch(`${devnet.explorerUrl}/chains/999/tx/${transfer}`)
    expect(chain.status).toBe(404)
    expect(await chain.text()).toContain('This devnet runs no chain 999.')
    const malformed = await get('/tx/0x1234')
    expect(malformed.status).toBe(400)
    expect((await get('/address/0x12')).status).toBe(400)
  })

  it('the supertransaction page links each op’s transaction to it', () => {
    const html = renderDetailsPage({
      supertxHash: `0x${'cd'.repeat(32)}`,
      status: 'SUCCESS',
      pending: false,
      ops: [{ chainId: 31337, status: 'MINED_SUCCESS', txHash: transfer }],
    })
    expect(html).toContain(`<a href="/chains/31337/tx/${transfer}">`)
  })
})
