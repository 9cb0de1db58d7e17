// Storage is input. A page that finds a signed quote in storage (a reload, another tab) checks it
// again, as before signing, against the stored request before it sends it: a record whose quote
// does what the request did not ask for is never executed, and is forgotten. The genuine record
// of the same shape is sent. On a real HTTP server playing the API.
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  ownerAccount,
  quoteRequestFor,
  receiptBody,
  usdc,
  userOpItem,
  withOps,
} from '../../../fixtures/verifiable-quotes.js'
import type { QuoteReturnType } from '../../../src/core/client/types.js'
import { createSupertxConfig } from '../../../src/core/config/createSupertxConfig.js'
import { createMemoryStorage } from '../../../src/core/config/storage.js'
import { QuotePayloadMismatchError } from '../../../src/core/errors/wallet.js'
import { createSupertransaction } from '../../../src/core/supertransaction/createSupertransaction.js'
import { createInFlight } from '../../../src/core/supertransaction/persist.js'
import { recordingWallet } from '../../support/recording-wallet.js'
import { rpcNodes } from '../../support/rpc-node.js'

const server = setupScriptedServer()
// Each chain's node: what its account factory computes for the owner (the kit holds the
// orchestrator lookup to it).
const readingWallet = (recorder: ReturnType<typeof recordingWallet>) =>
  recorder.wallet((id) => `${server.url}/rpc/${id}`)
beforeEach(() => server.on('POST /rpc/*', rpcNodes()))
const attacker: Hex = '0x9999999999999999999999999999999999999999'
const request = quoteRequestFor('simple')

beforeEach(() => {
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
  // The service does not know the quote yet: a restored record would be sent.
  server.on('GET /v1/explorer/*', (_, { path }) =>
    server.count('POST /v1/execute')
      ? { json: receiptBody(path.split('/').pop() as string, 'success') }
      : { status: 404, json: { code: 'NOT_FOUND', message: 'unknown', errors: [] } },
  )
  server.on('POST /v1/execute', (body) => ({
    json: {
      success: true,
      supertxHash: (body as { quote: { hash: string } }).quote.hash,
      error: null,
    },
  }))
})

/** `quote` as the page before the reload signed it, with its request, in `storage`. */
async function stored(quote: QuoteReturnType) {
  const storage = createMemoryStorage()
  const config = createSupertxConfig({ baseUrl: server.url, apiKey: 'k', storage })
  const signature = await ownerAccount.signMessage({ message: { raw: quote.quote.hash as Hex } })
  const signedQuote = {
    ...quote,
    payloadToSign: quote.payloadToSign.map((item) => ({ ...item, signature })),
  }
  // The page before the reload kept it, then went away (its claim let go).
  const before = createInFlight(config, 'supertx:in-flight')
  await before.save(quote.quote.hash as Hex, {
    signedQuote: signedQuote as never,
    request,
    ownerAddress: request.ownerAddress,
  })
  before.release()
  const recorder = recordingWallet()
  const open = () => createSupertransaction({ config, wallet: readingWallet(recorder) })
  return { supertransaction: open(), next: open, recorder }
}

describe('a stored signed quote is checked again before it is sent', () => {
  it('a record whose quote pays the attacker (storage written by someone else): never sent', async () => {
    const toAttacker = {
      to: usdc,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [attacker, 10n ** 6n],
      }),
    }
    const { supertransaction, next, recorder } = await stored(
      withOps(makeQuote('simple'), [userOpItem(31337, { calls: [toAttacker] })]),
    )
    expect(await supertransaction.resume()).toBe(true)
    await expect.poll(() => supertransaction.getState().status, { timeout: 5_000 }).toBe('error')
    const state = supertransaction.getState()
    if (state.status === 'error') {
      expect(state.step).toBe('executing')
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
    }
    expect(server.count('POST /v1/execute')).toBe(0)
    expect(recorder.prompts()).toEqual([])
    // Forgotten: the next page finds nothing to carry on with.
    expect(await next().resume()).toBe(false)
  })

  it('the genuine record of the same request: sent and tracked', async () => {
    const { supertransaction } = await stored(makeQuote('simple'))
    expect(await supertransaction.resume()).toBe(true)
    await expect.poll(() => supertransaction.getState().status, { timeout: 5_000 }).toBe('success')
    expect(server.count('POST /v1/execute')).toBe(1)
  })
})
