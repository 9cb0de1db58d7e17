import { BaseError } from '../errors/base.js'

/** `fromComposeFlows` got a flow the builder cannot edit (`/instructions/intent`, `intent-vault`). */
export class UnsupportedFlowError extends BaseError {
  override name = 'UnsupportedFlowError'
  override readonly code = 'UNSUPPORTED_FLOW'
  declare readonly flowType: string
  declare readonly flowIndex: number

  constructor({ flowType, flowIndex }: { flowType: string; flowIndex: number }) {
    super(
      `Compose flow ${flowIndex + 1} has the type ${flowType}, which the flow builder cannot edit.`,
      {
        metaMessages: [
          'The builder edits /instructions/build, build-raw, build-ccip and intent-simple flows.',
          'Pass the other flows to the quote request directly, beside the builder’s composeFlows.',
        ],
      },
      { flowType, flowIndex },
    )
  }
}

export type UnsupportedFlowErrorType = UnsupportedFlowError & { name: 'UnsupportedFlowError' }
