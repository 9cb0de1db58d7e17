// The error sentences load when the first component that may show one mounts (useErrorWords, one
// load for all). Each test file gets its own modules, so the first test here renders before the
// words are in: the state it shows (Failed, Try again) is there at once, the reason once they
// load, and nothing half or technical in between.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { devnetTokenList, tokenBalanceRevertState } from '../../../fixtures/index.js'
import { errorState, failedState, supertxHash } from '../../../fixtures/two-chain-states.js'
import { SupertxFailedError } from '../../../src/core/errors/supertransaction.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'
import { SigningSteps } from '../../../src/react/components/SigningSteps/SigningSteps.js'
import { SupertxButton } from '../../../src/react/components/SupertxButton/SupertxButton.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { commonMessages } from '../../../src/react/i18n/common-messages.js'
import {
  createErrorWordsLoader,
  type ErrorWordsModule,
  errorWordsLoader,
} from '../../../src/react/i18n/load-error-words.js'
import { de } from '../../../src/react/i18n/locales/de.js'
import { errorWordsOf } from '../../../src/react/ui/useErrorWords.js'
import { renderPart } from './render.js'

const button = () => screen.getByRole('button')

describe('a component that fails on its first paint', () => {
  it('shows its state at once and the reason once the error words are in', async () => {
    expect(errorWordsLoader.get().status).toBe('loading')
    renderPart(
      <>
        <SigningSteps state={failedState(new SupertxFailedError({ supertxHash }))} />
        <SupertxButton state={failedState(new SupertxFailedError({ supertxHash }))} />
        <SupertxTracker
          receipt={tokenBalanceRevertState.data.receipt}
          quote={tokenBalanceRevertState.data.quote}
        />
      </>,
      { tokenList: devnetTokenList },
    )
    // First paint: the status, no reason (nor the error's own message) yet.
    expect(errorWordsLoader.get().status).toBe('loading')
    expect(screen.getByText('Track until done').parentElement).toHaveTextContent('Failed')
    expect(button()).toHaveAccessibleName('Try again')
    expect(document.querySelector('.stx-signing-steps__reason')?.textContent ?? '').toBe('')
    expect(document.querySelector('.stx-supertx-tracker__reason')).toBeNull()
    expect(document.querySelector('.stx-op--mined_fail')).toHaveTextContent('Reverted')
    expect(document.body.textContent).not.toMatch(
      /transfer amount exceeds allowance|SUPERTX|ERC20InsufficientBalance/,
    )
    // Then the sentence, from the one load both components share.
    await waitFor(() =>
      expect(document.querySelector('.stx-signing-steps__reason')).toHaveTextContent(
        'The transaction failed on chain 31338: transfer amount exceeds allowance. Funds not spent stay in your account; fix the cause and try again.',
      ),
    )
    expect(document.querySelector('.stx-supertx-tracker__reason')).toHaveTextContent(
      /^Why: Your USDC balance on .+ is 0\.25 USDC; this needs 1\.5 USDC\./,
    )
    expect(errorWordsLoader.get().status).toBe('loaded')
  })

  it('speaks the German locale’s words, not the English the chunk carries', async () => {
    renderPart(
      <SupertxButton state={errorState('signing', new UserRejectedError({ action: 'sign' }))} />,
      { locale: 'de' },
    )
    await waitFor(() =>
      expect(button()).toHaveAccessibleDescription(
        'Sie haben die Anfrage in Ihrer Wallet abgelehnt, daher wurde nichts gesendet. Versuchen Sie es erneut und bestätigen Sie die Anfrage in Ihrer Wallet.',
      ),
    )
  })
})

describe('the error words loader', () => {
  const words = () => import('../../../src/react/i18n/error-words.js')

  it('loads once for every caller and tells each subscriber', async () => {
    const importer = vi.fn(words)
    const loader = createErrorWordsLoader(importer)
    const changed = vi.fn()
    loader.subscribe(changed)
    loader.load()
    loader.load()
    expect(loader.get().status).toBe('loading')
    await waitFor(() => expect(loader.get().status).toBe('loaded'))
    loader.load()
    expect(importer).toHaveBeenCalledOnce()
    expect(changed).toHaveBeenCalledOnce()
  })

  it('offline: failed, then tried again by the next load', async () => {
    let online = false
    const importer = vi.fn(
      (): Promise<ErrorWordsModule> =>
        online
          ? words()
          : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const loader = createErrorWordsLoader(importer)
    loader.load()
    await waitFor(() => expect(loader.get().status).toBe('failed'))
    online = true
    loader.load()
    expect(loader.get().status).toBe('loading')
    await waitFor(() => expect(loader.get().status).toBe('loaded'))
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('the words a component gets (errorWordsOf)', () => {
  const chainName = (id: number) => `Chain ${id}`

  it('while loading: none, so a reason slot stays empty', () => {
    expect(errorWordsOf({ status: 'loading' }, undefined, 'x', chainName)).toBeUndefined()
  })

  it('when the words could not load: the common plain line for every error, nothing technical', () => {
    const said = errorWordsOf(
      { status: 'failed' },
      undefined,
      commonMessages.errorUnexplained,
      chainName,
    )
    const error = new SupertxFailedError({ supertxHash, reason: 'ERC20InsufficientBalance(0x…)' })
    expect(said?.describe(error)).toBe('Something went wrong. Try again, or reload the page.')
    expect(
      said?.describeTokenRevert('ERC20InsufficientBalance(0x…)', { chainId: 1, index: 0 }),
    ).toBeUndefined()
    expect(de.common.errorUnexplained).toBe(
      'Etwas ist schiefgegangen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
    )
  })

  it('loaded: the provider’s words over English, chains by the app’s names', async () => {
    const module = await import('../../../src/react/i18n/error-words.js')
    const english = errorWordsOf({ status: 'loaded', words: module }, undefined, 'x', chainName)
    expect(english?.describe(new UserRejectedError({ action: 'sign' }))).toMatch(/^You declined/)
    const german = errorWordsOf({ status: 'loaded', words: module }, de.errors, 'x', chainName)
    expect(german?.describe(new UserRejectedError({ action: 'sign' }))).toMatch(
      /^Sie haben die Anfrage/,
    )
  })
})
