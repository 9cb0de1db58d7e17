// <SupertxHistory> and a run that stopped after the funding step moved money: the row says it
// stopped before it ran and where each amount is now (the token's amount, the smart account in
// full, the chain), with no explorer link to a supertransaction that never ran; in German too.
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import { tokenList, usdc } from '../../../fixtures/two-chain-states.js'
import { recordHistory } from '../../../src/core/history/history.js'
import { SupertxHistory } from '../../../src/react/components/SupertxHistory/SupertxHistory.js'
import { setup } from '../support/setup.js'

const quoteHash = `0x${'ab'.repeat(32)}` as const
const account = '0x21d12c440cadE6F0B18A70E1cFfFe9F1b625A830'

describe('<SupertxHistory>: a run stopped after its funds moved', () => {
  let api: ScriptedServer
  beforeEach(async () => {
    api = await startScriptedServer()
  })
  afterEach(() => api.close())

  it.each([
    ['en', 'Stopped before it ran', `2.5 USDC now in your smart account ${account} on`],
    ['de', 'Vor der Ausführung angehalten', `jetzt in Ihrem Smart Account ${account} auf`],
  ] as const)('%s: says it stopped and where the funds are now', async (locale, said, where) => {
    const { wrapper, storage, config } = await setup({
      baseUrl: api.url,
      ui: { tokenList, locale },
    })
    await recordHistory(storage, {
      supertxHash: quoteHash,
      explorerUrl: config.getExplorerUrl(quoteHash),
      status: 'stopped',
      mode: 'smart-account',
      chainIds: [31337],
      funds: [{ chainId: 31337, account, token: usdc, amount: '2500000' }],
    })
    render(<SupertxHistory />, { wrapper })
    const list = await screen.findByRole('region', {}, { timeout: 5_000 })
    await waitFor(() => expect(list).toHaveTextContent(said))
    await waitFor(() => expect(list).toHaveTextContent(where))
    // Nothing ran: no link to a supertransaction, and no receipt was asked for.
    expect(within(list).queryByRole('link')).toBeNull()
    expect(api.count('GET /v1/explorer/')).toBe(0)
  })
})
