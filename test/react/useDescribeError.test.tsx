// useDescribeError loads the error sentences when it mounts, like the kit's components (one load
// for all): an app that describes its own errors carries no sentence up front. Each test file
// gets its own modules, so the first test renders before the words are in.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../src/core/errors/wallet.js'
import { useDescribeError } from '../../src/react/hooks/useDescribeError.js'
import { commonMessages } from '../../src/react/i18n/common-messages.js'
import { describeError } from '../../src/react/i18n/describe-error.js'
import { errorWordsLoader } from '../../src/react/i18n/load-error-words.js'
import { de } from '../../src/react/i18n/locales/de.js'
import { renderPart } from './components/render.js'

const rejected = new UserRejectedError({ action: 'sign the quote' })

function Described({ error }: { error: unknown }) {
  const describe = useDescribeError()
  return <p role="alert">{describe(error)}</p>
}

describe('useDescribeError', () => {
  it('says the common line until the sentences are in, then the sentence', async () => {
    expect(errorWordsLoader.get().status).toBe('loading')
    renderPart(<Described error={rejected} />)
    // First paint: the load has only started.
    expect(screen.getByRole('alert')).toHaveTextContent(commonMessages.errorUnexplained)
    await waitFor(() => expect(errorWordsLoader.get().status).toBe('loaded'))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(describeError(rejected)),
    )
    expect(screen.getByRole('alert').textContent).not.toBe(commonMessages.errorUnexplained)
  })

  it('speaks the provider’s words: the German locale, and an app’s own override', async () => {
    renderPart(<Described error={rejected} />, { locale: 'de' })
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(String(de.errors?.userRejected)),
    )
    const { unmount } = renderPart(<Described error={rejected} />, {
      messages: { errors: { userRejected: 'Nope: you said no.' } },
    })
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Nope: you said no.')
    unmount()
  })

  it('says an error it has no sentence for in its own words', async () => {
    const error = new Error('boom')
    renderPart(<Described error={error} />)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(describeError(error)))
  })
})
