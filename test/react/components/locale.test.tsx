// The German locale: loaded on demand after an English first render, applied under the app's
// overrides, and complete (the type makes a missing key an error; this checks the values too).
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorState, quote, states, tokenList } from '../../../fixtures/two-chain-states.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import { toComposeFlows } from '../../../src/core/flow-drafts/to-compose-flows.js'
import type { FlowDraft } from '../../../src/core/flow-drafts/types.js'
import { FlowBuilder } from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { QuoteSummary } from '../../../src/react/components/QuoteSummary/QuoteSummary.js'
import { SupertxButton } from '../../../src/react/components/SupertxButton/SupertxButton.js'
import { defaultMessages } from '../../../src/react/i18n/en.js'
import { loadMessages } from '../../../src/react/i18n/load-messages.js'
import { de } from '../../../src/react/i18n/locales/de.js'
import { renderPart } from './render.js'

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v).map((sub) => `${k}.${sub}`) : [k],
  )

describe('locale de', () => {
  it('has every section and key of the English defaults, each of the same kind', () => {
    expect(keys(de).sort()).toEqual(keys(defaultMessages).sort())
    for (const [section, strings] of Object.entries(defaultMessages))
      for (const [key, value] of Object.entries(strings))
        expect(
          typeof (de as Record<string, Record<string, unknown>>)[section]?.[key],
          `${section}.${key}`,
        ).toBe(typeof value)
  })

  it('loads for de and regional tags, not for English', async () => {
    expect(await loadMessages('de')).toBe(de)
    expect(await loadMessages('de-AT')).toBe(de)
    expect(await loadMessages('en')).toBeUndefined()
    expect(await loadMessages('fr')).toBeUndefined()
  })

  it('<SupertxProvider locale="de">: English first, then German; the app overrides still win', async () => {
    renderPart(<SupertxButton state={states.idle} />, { locale: 'de' })
    expect(screen.getByRole('button')).toHaveAccessibleName('Get quote')
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleName('Angebot holen'))
  })

  it('the review in German: "von Ihrer Wallet abbuchen" (the dative), and the Permit badge in German', async () => {
    const permit = { ...quote, quoteType: 'permit' } as typeof quote
    renderPart(<QuoteSummary quote={permit} />, { locale: 'de', tokenList })
    const review = await screen.findByRole('region', { name: 'Überblick' })
    await waitFor(() => expect(review).toHaveTextContent('1,75 USDC von Ihrer Wallet abbuchen'))
    expect(review).not.toHaveTextContent(/von Sie\b/)
    expect(review).toHaveTextContent('Freigabe per Signatur (EIP-2612)')
    expect(review).not.toHaveTextContent('Permit')
    // The accusative ("an Ihre Wallet senden"), and a sentence opens with a capital letter.
    expect(review).toHaveTextContent(
      'Das gesamte USDC in Ihrem Smart Account an Ihre Wallet senden',
    )
  })

  it('the status words in German: the same word for an operation being mined everywhere', () => {
    expect(de.supertransaction.opStates).toEqual({
      PENDING: 'Ausstehend',
      MINING: 'Wird gemined',
      MINED_SUCCESS: 'Erfolgreich',
      MINED_FAIL: 'Zurückgesetzt',
      FAILED: 'Fehlgeschlagen',
    })
    expect(de.supertransaction.opStates.MINING).toBe(de.supertxTracker.opStatus.MINING)
    // No German string keeps the English "Permit".
    const strings = keys(de)
      .map((path) =>
        path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], de),
      )
      .filter((value): value is string => typeof value === 'string')
    expect(strings.filter((value) => /Permit/.test(value))).toEqual([])
  })

  it('German error sentences, and app overrides over German', async () => {
    renderPart(
      <SupertxButton state={errorState('signing', new UserRejectedError({ action: 'sign' }))} />,
      { locale: 'de', messages: { supertxButton: { error: 'Nochmal' } } },
    )
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveAccessibleDescription(
        /Sie haben die Anfrage in Ihrer Wallet abgelehnt/,
      ),
    )
    expect(screen.getByRole('button')).toHaveAccessibleName('Nochmal')
  })

  it('FlowBuilder field errors in German, from the core’s codes; the core’s English stays on the issue', async () => {
    const drafts: FlowDraft[] = [
      { id: 'r', type: 'build-raw', to: '', chainId: '', data: '0xzz' },
      {
        id: 'i',
        type: 'intent-simple',
        srcToken: '',
        dstToken: '',
        srcChainId: '',
        dstChainId: '',
        amount: { kind: 'amount', value: '1.1234567', decimals: 6 },
        slippage: '',
        routeSelectionMode: '',
      },
    ]
    renderPart(<FlowBuilder defaultValue={drafts} showErrors="always" />, { locale: 'de' })
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Target address is required')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Zieladresse' })).toHaveAccessibleDescription(
        /^Fehler: ?Zieladresse ist erforderlich$/,
      ),
    )
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveAccessibleDescription(
      /^Fehler: ?Chain ist erforderlich: Wählen Sie eine Chain$/,
    )
    expect(screen.getByRole('textbox', { name: 'Calldata (hex)' })).toHaveAccessibleDescription(
      /^Fehler: ?Calldata \(hex\) muss Hex mit 0x sein/,
    )
    // The amount's error names the amount (its fieldset), not the value box.
    expect(screen.getByRole('textbox', { name: 'Wert' })).toHaveAccessibleDescription(
      /^Fehler: ?Betrag hat mehr als 6 Nachkommastellen$/,
    )
    expect(screen.queryByText(/is required|must be/)).toBeNull()
    // The core's issues (as onChange hands them) keep the code, values and English sentence.
    expect(toComposeFlows(drafts).issues.find((i) => i.field === 'amount')).toMatchObject({
      code: 'tooManyDecimals',
      params: { decimals: 6 },
      message: 'Amount has more than 6 decimal places',
    })
  })
})
