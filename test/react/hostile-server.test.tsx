// A hostile API on 127.0.0.1 whose permit asks for more than the quote says (another spender, a
// larger amount): useSupertransaction stops at signing with QuotePayloadMismatchError before the
// wallet is asked, and nothing is executed (issue: "nothing reaches the wallet").
import { act, renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { QuotePayloadMismatchError } from '../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../src/core/flow/types.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { makeQuote, permitItem, quoteRequestFor } from '../support/fixtures.js'
import { setupScriptedServer } from '../support/scripted-server.js'
import { setup } from './support/setup.js'

const server = setupScriptedServer()
beforeAll(async () => {
  server.on('POST /v1/execute', { json: { success: true, supertxHash: `0x${'ab'.repeat(32)}` } })
})

const { mode, fundingTokens, composeFlows } = quoteRequestFor('permit')

describe('a hostile quote', () => {
  it.each([
    ['spender', permitItem({ spender: '0x9999999999999999999999999999999999999999' }), 'spender'],
    ['amount', permitItem({ value: '1000000000000' }), 'value'],
  ])(
    'whose permit %s differs from the quote: error at signing, the wallet is never asked, nothing executes',
    async (_, item, field) => {
      server.on('POST /v1/quote', { json: { ...makeQuote('permit'), payloadToSign: [item] } })
      const { wrapper, wallet } = await setup({ baseUrl: server.url })
      const errors: Error[] = []
      const { result } = renderHook(
        () =>
          useSupertransaction({
            mode,
            fundingTokens,
            composeFlows: composeFlows,
            onError: (error) => errors.push(error),
          }),
        { wrapper },
      )
      await act(() => result.current.execute())
      const state = result.current as SupertransactionState
      expect(state.status).toBe('error')
      if (state.status !== 'error') return
      expect(state.step).toBe('signing')
      expect(state.error).toBeInstanceOf(QuotePayloadMismatchError)
      expect((state.error as QuotePayloadMismatchError).field).toContain(`message.${field}`)
      expect(errors).toEqual([state.error])
      expect(wallet.prompts).toEqual([])
      expect(server.count('POST /v1/quote')).toBe(1)
      expect(server.count('POST /v1/execute')).toBe(0)
    },
  )
})
