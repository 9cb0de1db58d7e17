// The typed refusal of the kit's checks: what `run` threw, when it is one of the two errors the
// checks refuse a quote with. Anything else is rethrown; accepting the quote fails the test.
import { QuotePayloadMismatchError, QuoteUnverifiableError } from '../../src/core/errors/wallet.js'

export function refusal(run: () => unknown): QuotePayloadMismatchError | QuoteUnverifiableError {
  try {
    run()
  } catch (error) {
    if (error instanceof QuotePayloadMismatchError || error instanceof QuoteUnverifiableError)
      return error
    throw error
  }
  throw new Error('the checks accepted the quote')
}
