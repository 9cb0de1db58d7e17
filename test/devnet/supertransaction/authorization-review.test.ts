// eoa-7702 on a real devnet, signed by a real viem account: the delegation the service asks for
// is listed for review before the wallet is asked anything; only `authorize()` asks it, then the
// quote is reviewed, signed and lands. A rejected delegation leaves the review as it was.
import { connect, createConfig } from '@wagmi/core'
import { type Address, createPublicClient, http, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { transferFlow } from '../../../fixtures/flows.js'
import type { QuoteParameters } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { DEV_WALLET_ACCOUNTS } from '../../../src/dev-wallet/index.js'
import { describeDevnet } from '../../../src/devnet/describe-devnet.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import type { DevnetChainDescription } from '../../../src/devnet-client/index.js'
import { wagmiWallet } from '../../../src/react/wagmi/wagmiWallet.js'
import { localWallet } from '../../react/support/local-wallet.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1 }))
const recipient = DEV_WALLET_ACCOUNTS[8]?.address as Address
let A: DevnetChainDescription
let token: Address

beforeAll(() => {
  ;[A] = describeDevnet(devnet).chains as [DevnetChainDescription]
  token = A.tokens.find((t) => t.symbol === 'USDC')?.address as Address
})

async function setup(accountIndex: number) {
  const { privateKey } = DEV_WALLET_ACCOUNTS[accountIndex] as { privateKey: `0x${string}` }
  const account = privateKeyToAccount(privateKey)
  const { connector, wallet } = localWallet({ account: account as LocalAccount })
  const wagmiConfig = createConfig({
    chains: devnet.chains as never,
    connectors: [connector],
    transports: Object.fromEntries(devnet.chains.map((c) => [c.id, http()])),
    storage: null,
  })
  await connect(wagmiConfig as never, { connector: wagmiConfig.connectors[0] } as never)
  const config = createSupertxConfig({
    baseUrl: devnet.apiUrl,
    apiKey: devnet.apiKey,
    storage: createMemoryStorage(),
    pollingInterval: 50,
  })
  const statuses: string[] = []
  const supertransaction = createSupertransaction({
    config,
    wallet: wagmiWallet(wagmiConfig as never),
    onStatus: (state) => statuses.push(state.status),
  })
  // 1 USDC from the EOA itself to the recipient, fee sponsored.
  const request: QuoteParameters = {
    mode: 'eoa-7702',
    ownerAddress: account.address,
    composeFlows: [transferFlow(token, A.id, recipient, 10n ** 6n)],
  }
  const code = () =>
    createPublicClient({ transport: http(A.rpcUrl) }).getCode({ address: account.address })
  return { supertransaction, wallet, statuses, request, code }
}

const unique = (list: string[]) => list.filter((s, i) => s !== list[i - 1])

describe('eoa-7702 on the devnet: the delegation is reviewed before the wallet is asked', () => {
  it('quote() stops at the review with nothing signed; authorize() signs, quotes; execute() lands', async () => {
    const { supertransaction, wallet, statuses, request, code } = await setup(6)
    expect(await code()).toBeUndefined()
    const review = await supertransaction.quote(request)
    expect(review.status).toBe('authorizationReview')
    expect(review.data.authorizationsToSign).toHaveLength(1)
    expect(review.data.authorizationsToSign?.[0]?.chainId).toBe(A.id)
    // Nothing asked of the wallet, no quote yet, the account still not delegated.
    expect(wallet.prompts).toEqual([])
    expect(review.data.quote).toBeUndefined()
    expect(await code()).toBeUndefined()

    const quoted = await supertransaction.authorize()
    expect(quoted.status).toBe('quoted')
    expect(wallet.prompts.map((p) => p.method)).toEqual(['wallet_signAuthorization'])
    // The quote's review still lists the delegation that was signed.
    expect(quoted.data.authorizations?.map((a) => a.address)).toEqual(
      review.data.authorizationsToSign?.map((a) => a.address),
    )
    const end = await supertransaction.execute()
    expect(end.status).toBe('success')
    expect(unique(statuses).slice(0, 5)).toEqual([
      'quoting',
      'authorizationReview',
      'authorizing',
      'quoting',
      'quoted',
    ])
    expect(await code()).toMatch(/^0xef0100/)
  })

  it('a rejected delegation leaves the review with its list; authorize again goes on', async () => {
    const { supertransaction, wallet, request } = await setup(7)
    const review = await supertransaction.quote(request)
    expect(review.status).toBe('authorizationReview')
    wallet.rejectNext()
    const rejected = await supertransaction.authorize()
    expect(rejected).toMatchObject({ status: 'error', step: 'authorizing' })
    if (rejected.status === 'error') expect(rejected.error).toBeInstanceOf(UserRejectedError)
    expect(rejected.data.authorizationsToSign).toEqual(review.data.authorizationsToSign)
    expect(rejected.data.quote).toBeUndefined()
    expect((await supertransaction.retry()).status).toBe('quoted')
  })
})
