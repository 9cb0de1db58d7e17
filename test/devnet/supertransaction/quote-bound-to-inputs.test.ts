// On a real devnet, signed by the dev wallet: a quote made for 1 USDC, the flow then edited to
// 2 USDC, and what lands is 2 USDC — the first quote never executes. The smart account holds
// enough for both, so a run of the old quote would show in the balances.

import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { transferFlow } from '../../../fixtures/flows.js'
import { devWalletSession } from '../../../fixtures/harness/dev-wallet-session.js'
import { fundAccount } from '../../../playground/src/run.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { QuoteStaleError } from '../../../src/core/errors/supertransaction.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { DEV_WALLET_ACCOUNTS } from '../../../src/dev-wallet/index.js'
import { describeDevnet } from '../../../src/devnet/describe-devnet.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import type { DevnetChainDescription } from '../../../src/devnet-client/index.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1 }))
const OWNER = 4
const owner = DEV_WALLET_ACCOUNTS[OWNER]?.address as Address
const recipient = DEV_WALLET_ACCOUNTS[8]?.address as Address
const usdc = (n: number) => BigInt(n) * 10n ** 6n
let A: DevnetChainDescription
let token: Address

beforeAll(() => {
  ;[A] = describeDevnet(devnet).chains as [DevnetChainDescription]
  token = A.tokens.find((t) => t.symbol === 'USDC')?.address as Address
})

const balanceOf = (holder: Address) =>
  createPublicClient({ transport: http(A.rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })

async function setup() {
  const { wagmiConfig, config, smart, wallet } = await devWalletSession(devnet, {
    accountIndex: OWNER,
    chainIds: [A.id],
  })
  const supertransaction = createSupertransaction({
    config,
    wallet,
    requoteDelayMs: 50,
  })
  // Sends `amount` USDC from the smart account to the recipient, sponsored.
  const sending = (amount: bigint): QuoteParameters => ({
    mode: 'smart-account',
    ownerAddress: owner,
    composeFlows: [transferFlow(token, A.id, recipient, amount)],
  })
  return { wagmiConfig, supertransaction, smart, sending }
}

describe('a quote is bound to its inputs, on the devnet', () => {
  it('quoted for 1 USDC, edited to 2 USDC: 2 USDC land, the 1 USDC quote never executes', async () => {
    const { wagmiConfig, supertransaction, smart, sending } = await setup()
    // Enough in the smart account for both quotes: only the balances tell which one ran.
    await fundAccount(wagmiConfig, {
      account: smart,
      needs: [{ chainId: A.id, token, amount: usdc(3) }],
    })
    const before = { recipient: await balanceOf(recipient), smart: await balanceOf(smart) }
    const first = await supertransaction.quote(sending(usdc(1)))
    expect(first.status).toBe('quoted')
    const firstHash = first.data.quote?.quote.hash
    supertransaction.update(sending(usdc(2)))
    await until(() => supertransaction.getState().status === 'quoted')
    const second = supertransaction.getState()
    expect(second.data.quote?.quote.hash).not.toBe(firstHash)
    const end = await supertransaction.execute()
    expect(end.status).toBe('success')
    expect(end.data.supertxHash).not.toBe(firstHash)
    expect((await balanceOf(recipient)) - before.recipient).toBe(usdc(2))
    expect(before.smart - (await balanceOf(smart))).toBe(usdc(2))
  })

  it('edited to 2 USDC while the wallet signs the 1 USDC quote: refused before execute, nothing lands; the 2 USDC quote then does', async () => {
    const { wagmiConfig, supertransaction, smart, sending } = await setup()
    await fundAccount(wagmiConfig, {
      account: smart,
      needs: [{ chainId: A.id, token, amount: usdc(3) }],
    })
    const before = await balanceOf(recipient)
    await supertransaction.quote(sending(usdc(1)))
    const unsubscribe = supertransaction.subscribe((state) => {
      if (state.status !== 'signing') return
      unsubscribe()
      supertransaction.update(sending(usdc(2)))
    })
    const refused = await supertransaction.execute()
    expect(refused).toMatchObject({ status: 'error', step: 'quoting' })
    if (refused.status === 'error') expect(refused.error).toBeInstanceOf(QuoteStaleError)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await balanceOf(recipient)).toBe(before)
    // Quoted again for what is asked now, reviewed, then signed and executed.
    expect((await supertransaction.retry()).status).toBe('quoted')
    expect((await supertransaction.execute()).status).toBe('success')
    expect((await balanceOf(recipient)) - before).toBe(usdc(2))
  })
})

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
