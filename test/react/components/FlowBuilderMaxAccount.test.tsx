// <FlowBuilder>'s Max in smart-account mode, where the amount comes out of the owner's orchestrator
// account: the states before that account is known, by role, against a real HTTP API on
// 127.0.0.1 (the balance itself is read on the devnet: test/react/devnet/flow-builder.test.tsx).
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import type { FlowDraft } from '../../../src/core/flow-drafts/types.js'
import {
  FlowBuilder,
  type FlowBuilderProps,
} from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { setup, testAccount, testChain } from '../support/setup.js'

const server = setupScriptedServer()
const owner = testAccount().address
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const smartAccount = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const swap: FlowDraft = {
  id: 'swap',
  type: 'intent-simple',
  srcToken: USDC,
  dstToken: USDC,
  srcChainId: '31337',
  dstChainId: '31337',
  amount: { kind: 'amount', value: '', decimals: 6 },
  slippage: '',
  routeSelectionMode: '',
}

/** The builder with one intent on chain 31337, in smart-account mode, inside every provider. */
async function renderSmartAccount(props: Partial<FlowBuilderProps> = {}) {
  const { wrapper } = await setup({ baseUrl: server.url, apiKey: 'test-key' })
  render(<FlowBuilder defaultValue={[swap]} mode="smart-account" {...props} />, { wrapper })
  const max = screen.getByRole('button', { name: 'Max (Amount)' })
  const value = within(screen.getByRole('group', { name: 'Amount' })).getByRole('textbox', {
    name: 'Value',
  })
  return { max, value, user: userEvent.setup({ delay: null }) }
}

/** Off but still reachable: focusable, described by why, and a press fills nothing. */
async function expectOff(
  parts: Awaited<ReturnType<typeof renderSmartAccount>>,
  reason: string | RegExp,
) {
  const { max, value, user } = parts
  await waitFor(() => expect(max).toHaveAccessibleDescription(reason))
  expect(max).toHaveAttribute('aria-disabled', 'true')
  max.focus()
  expect(max).toHaveFocus()
  await user.keyboard('{Enter}')
  await user.click(max)
  expect(value).toHaveValue('')
}

describe('FlowBuilder Max in smart-account mode, before the smart account is known', () => {
  it('while the smart account is looked up (the owner on the amount’s chain), Max is off and says so', async () => {
    server.on('POST /v1/mee/orchestrator', { hang: true })
    const parts = await renderSmartAccount()
    await expectOff(parts, 'Looking up your smart account…')
    await waitFor(() => expect(server.count('POST /v1/mee/orchestrator')).toBe(1))
    const [lookup] = server.requests
    expect(lookup?.body).toEqual({ ownerAddress: owner, chains: [31337] })
    expect(lookup?.apiKey).toBe('test-key')
  })

  it('a lookup the service refuses leaves Max off with the reason, never a number', async () => {
    server.on('POST /v1/mee/orchestrator', {
      status: 400,
      json: { code: 'INVALID_CHAIN', message: 'chain 31337 is not supported', errors: [] },
    })
    await expectOff(
      await renderSmartAccount(),
      "Your smart account's address could not be read, so Max is off. Type the amount.",
    )
  })

  it('an answer that names no account for the amount’s chain is as unreadable', async () => {
    server.on('POST /v1/mee/orchestrator', { json: [{ address: smartAccount, chains: ['10'] }] })
    await expectOff(
      await renderSmartAccount(),
      "Your smart account's address could not be read, so Max is off. Type the amount.",
    )
  })

  it('with `accountAddress` for the chain nothing is looked up: Max goes on to read that account', async () => {
    const parts = await renderSmartAccount({ accountAddress: { '31337': smartAccount } })
    // The chain has no node here: reading, then unreadable, each worded as the smart account's.
    await waitFor(() =>
      expect(parts.max).toHaveAccessibleDescription(
        /^(Reading your smart account's balance…|Your smart account's balance of this token could not be read on this chain, so Max is off\. Type the amount\.)$/,
      ),
    )
    expect(parts.max).toHaveAttribute('aria-disabled', 'true')
    expect(server.count('POST /v1/mee/orchestrator')).toBe(0)
  })

  it('outside a SupertxProvider there is no API to ask: Max is off with the reason, never a crash', async () => {
    const config = createConfig({
      chains: [testChain(31337)],
      transports: { 31337: http('http://127.0.0.1:9') },
      storage: null,
    })
    render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={new QueryClient()}>
          <FlowBuilder defaultValue={[swap]} mode="smart-account" ownerAddress={owner} />
        </QueryClientProvider>
      </WagmiProvider>,
    )
    const max = screen.getByRole('button', { name: 'Max (Amount)' })
    expect(max).toHaveAttribute('aria-disabled', 'true')
    expect(max).toHaveAccessibleDescription(
      "Your smart account's address could not be read, so Max is off. Type the amount.",
    )
    expect(server.count()).toBe(0)
  })
})
