import { BaseError } from '../../core/errors/base.js'

/** A `stateDir` that cannot be used for this start: unreadable, or recorded for another network. */
export class DevnetStateError extends BaseError {
  override name = 'DevnetStateError'
  override readonly code = 'DEVNET_STATE_UNUSABLE' as const
  declare readonly stateDir: string

  constructor({
    stateDir,
    problem,
    hint,
    cause,
  }: { stateDir: string; problem: string; hint: string; cause?: unknown }) {
    super(
      `The devnet state in ${stateDir} cannot be used: ${problem}`,
      {
        cause,
        metaMessages: [hint],
      },
      { stateDir },
    )
  }
}
