// A hostile API on 127.0.0.1 whose payload asks for more than the request says (another spender,
// a larger amount, a Permit slipped beside the quote hash): useSupertransaction stops at signing
// with QuotePayloadMismatchError before the wallet is asked, and nothing is executed. The whole
// catalogue of lies runs in test/unit/signing; this is the hook's path through it.
import { act, renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import {
  makeQuote,
  orchestratorLookup,
  permitItem,
  quoteHash,
  quoteRequestFor,
} from '../../fixtures/verifiable-quotes.js'
import { QuotePayloadMismatchError } from '../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { rpcNodes } from '../support/rpc-node.js'
import { setup } from './support/setup.js'

const server = setupScriptedServer()
// The chain's node: what its account factory computes for the owner.
beforeAll(() => server.on('POST /rpc/*', rpcNodes()))
beforeAll(async () => {
  server.on('POST /v1/execute', { json: { success: true, supertxHash: `0x${'ab'.repeat(32)}` } })
  server.on('POST /v1/mee/orchestrator', (body) => ({ json: orchestratorLookup(body) }))
})

const attacker = '0x9999999999999999999999999999999999999999'

describe('a hostile quote', () => {
  it.each([
    [
      'permit',
      'whose spender is the attacker',
      permitItem({ spender: attacker }),
      'signablePayload.message.spender',
    ],
    [
      'permit',
      'for more than the request',
      permitItem({ value: '1000000000000' }),
      'signablePayload.message.value',
    ],
    [
      'simple',
      'whose message carries a Permit beside the quote hash',
      { message: { raw: quoteHash }, ...permitItem({ spender: attacker }) },
      'signablePayload',
    ],
  ] as const)(
    '%s, %s: error at signing, the wallet is never asked, nothing executes',
    async (kind, _, item, field) => {
      server.on('POST /v1/quote', { json: { ...makeQuote(kind), payloadToSign: [item] } })
      const { wrapper, wallet } = await setup({ baseUrl: server.url })
      const errors: Error[] = []
      const { ownerAddress: __, ...request } = quoteRequestFor(kind)
      const { result } = renderHook(
        () => useSupertransaction({ ...request, onError: (error) => errors.push(error) }),
        { wrapper },
      )
      await act(() => result.current.execute())
      const state = result.current as SupertransactionState
      expect(state.status).toBe('error')
      if (state.status !== 'error') return
      expect(state.step).toBe('signing')
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state.error as QuotePayloadMismatchError).field).toBe(`payloadToSign[0].${field}`)
      expect(errors).toEqual([state.error])
      expect(wallet.prompts).toEqual([])
      expect(server.count('POST /v1/quote')).toBe(1)
      expect(server.count('POST /v1/execute')).toBe(0)
    },
  )
})
