import type {
  BuildCcipParameters,
  BuildCcipReturnType,
  BuildInstructionsParameters,
  BuildInstructionsReturnType,
  ExecuteRequestInput,
  GetReceiptReturnType,
  IntentSimpleParameters,
  IntentSimpleReturnType,
  OrchestratorParameters,
  OrchestratorReturnType,
  Prepare7702Parameters,
  Prepare7702ReturnType,
  QuoteParameters,
  QuoteReturnType,
} from '../../../src/core/client/types.js'
import type { ExecuteResponse } from '../../../src/core/schemas/execute.js'
import type { Instruction } from '../../../src/core/schemas/instructions.js'
import type { UpgradeRequestInput, UpgradeResponse } from '../../../src/core/schemas/upgrade.js'
import { makeQuote, quoteHash } from '../../support/fixtures.js'

// Bodies valid for the shared schemas, one per endpoint. Addresses are digits only, so they are
// their own EIP-55 checksum form.
const owner = '0x1111111111111111111111111111111111111111'
const account = '0x2222222222222222222222222222222222222222'
const usdc = '0x3333333333333333333333333333333333333333'
const weth = '0x4444444444444444444444444444444444444444'
const delegate = '0x5555555555555555555555555555555555555555'
export const supertxHash: `0x${string}` = `0x${'ab'.repeat(32)}`

const instruction: Instruction = {
  calls: [
    {
      to: usdc,
      value: '0',
      functionSig: 'transfer(address,uint256)',
      inputParams: [{ fetcherType: 0, paramData: '0x00', constraints: [] }],
      outputParams: [],
    },
  ],
  chainId: 31337,
  isComposable: true,
}

export const quoteRequest: QuoteParameters = {
  mode: 'smart-account',
  ownerAddress: owner,
  composeFlows: [
    {
      type: '/instructions/build',
      data: {
        to: usdc,
        chainId: 31337,
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [account, '1000000'],
      },
    },
  ],
}

// The shared devnet-shaped simple quote, plus a field this kit does not know: responses must stay
// lenient to it.
export const quoteResponse: QuoteReturnType = {
  ...makeQuote('simple'),
  newerServiceField: { anything: true },
}

export const executeRequest: ExecuteRequestInput = {
  ...quoteResponse,
  payloadToSign: [{ message: { raw: quoteHash }, signature: `0x${'ee'.repeat(65)}` }],
}
export const executeResponse: ExecuteResponse = { success: true, supertxHash, error: null }

export const orchestratorRequest: OrchestratorParameters = {
  ownerAddress: owner,
  chains: [31337, 31338],
}
export const orchestratorResponse: OrchestratorReturnType = [
  { address: account, chains: ['31337', '31338'] },
]

export const prepare7702Request: Prepare7702Parameters = {
  mode: 'eoa-7702',
  ownerAddress: owner,
  instructions: [instruction],
}
export const prepare7702Response: Prepare7702ReturnType = [
  { address: delegate, chainId: 0, nonce: 0 },
]

export const upgradeRequest: UpgradeRequestInput = {
  ownerAddress: owner,
  mode: 'smart-account',
  chainIds: [31337],
}
export const upgradeResponse: UpgradeResponse = {
  ...quoteResponse,
  upgradeDetails: [
    {
      chainId: 31337,
      addressVersion: '2.1.0',
      address: account,
      nexusVersion: '2.1.0',
      targetVersion: '2.2.1',
    },
  ],
}

export const buildInstructionsRequest: BuildInstructionsParameters = {
  to: usdc,
  chainId: 31337,
  functionSignature: 'function transfer(address to, uint256 amount)',
  args: [account, '1000000'],
}
export const buildInstructionsResponse: BuildInstructionsReturnType = {
  instructions: [instruction],
}

export const buildCcipRequest: BuildCcipParameters = {
  srcToken: usdc,
  dstToken: usdc,
  srcChainId: 31337,
  dstChainId: 31338,
  ownerAddress: owner,
  amount: '1000000',
  mode: 'smart-account',
}
export const buildCcipResponse: BuildCcipReturnType = { instructions: [instruction] }

export const intentSimpleRequest: IntentSimpleParameters = {
  srcToken: usdc,
  dstToken: weth,
  srcChainId: 31337,
  dstChainId: 31338,
  ownerAddress: owner,
  amount: '1000000',
  mode: 'smart-account',
}
export const intentSimpleResponse: IntentSimpleReturnType = {
  instructions: [instruction],
  outputAmount: '500',
  minOutputAmount: '495',
  route: {
    summary: 'USDC on 31337 -> WETH on 31338',
    steps: [],
    totalGasFeesUsd: 0.1,
    totalBridgeFeesUsd: 0,
    estimatedTime: 30,
    outputAmount: '500',
    minOutputAmount: '495',
    type: 'bridge-swap',
  },
}

export const receipt: GetReceiptReturnType = {
  supertxHash,
  status: 'success',
  userOps: [{ chainId: 31337, executionStatus: 'MINED_SUCCESS', transactionHash: quoteHash }],
}
