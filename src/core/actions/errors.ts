// Failures of the actions' own inputs; the wallet's live in errors/wallet.ts.
import { BaseError } from '../errors/base.js'

/** A query ran before its parameters were complete (hooks keep it disabled until they are). */
export class IncompleteParametersError extends BaseError {
  override name = 'IncompleteParametersError'
  override readonly code = 'INCOMPLETE_PARAMETERS' as const
  declare readonly missing: string[]
  constructor({ action, missing }: { action: string; missing: string[] }) {
    super(
      `${action} cannot run yet: ${missing.join(', ')} missing.`,
      {
        metaMessages: ['Provide every required parameter; hooks wait for them on their own.'],
      },
      { missing },
    )
  }
}
