// Valid bodies, one per resource, built from the OpenAPI's example values where it has them.
import { permitTypedData } from '../../support/fixtures.js'

export const owner = '0x0a7C906832544293a6018bA25280c7f7b0Bbf120'
export const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const delegation = '0x00000069E0Fb590E092Dd0E36FF93ac28ff11a3a'
export const hash32 = `0x${'ab'.repeat(32)}` as const

export const authorization = {
  address: delegation,
  chainId: 8453,
  nonce: 38,
  r: '0x192a2503401595804c35cdc5b748fe35cceb77ef534bf5d670f7797376487ded',
  s: '0x1fd3c8acd0b7c5f64a8d72c35c39988544fca961b838277ab11750041cccc3d1',
  v: '28',
  yParity: 1,
}

export const buildFlow = {
  type: '/instructions/build',
  data: {
    to: usdcBase,
    chainId: 8453,
    value: '0',
    gasLimit: '50000',
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [
      owner,
      { type: 'runtimeErc20Balance', tokenAddress: usdcBase, constraints: { gte: '1' } },
    ],
  },
  batch: true,
}

export const buildRawFlow = {
  type: '/instructions/build-raw',
  data: { to: usdcBase, chainId: 8453, data: '0xa9059cbb' },
}

export const buildCcipFlow = {
  type: '/instructions/build-ccip',
  data: { srcToken: usdcBase, dstToken: usdc, srcChainId: 8453, dstChainId: 1, amount: '1000000' },
}

export const intentSimpleFlow = {
  type: '/instructions/intent-simple',
  data: {
    srcToken: usdcBase,
    dstToken: usdc,
    srcChainId: 8453,
    dstChainId: 1,
    amount: '1000000',
    routeSelectionMode: 'cheap',
  },
}

export const quoteRequest = {
  mode: 'smart-account',
  ownerAddress: owner,
  fundingTokens: [{ tokenAddress: usdc, chainId: 1, amount: '1000000000' }],
  feeToken: { address: usdc, chainId: 1, gasRefundAddress: owner },
  composeFlows: [buildFlow],
}

export const simplePayload = { message: { raw: hash32 } }

export const permitPayload = {
  signablePayload: permitTypedData(
    { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
    { owner, spender: delegation, value: '1000000', nonce: '0', deadline: '1710003600' },
  ),
  metadata: {
    nonce: '0',
    name: 'USD Coin',
    version: '2',
    domainSeparator: hash32,
    owner,
    spender: delegation,
    amount: '1000000',
  },
}

export const onchainPayload = { to: usdc, data: '0x095ea7b3', value: '0', chainId: 1 }

export const userOpItem = {
  userOp: {
    sender: delegation,
    nonce: '0',
    initCode: '0x',
    callData: '0x1234abcd',
    callGasLimit: '21000',
    verificationGasLimit: '100000',
    preVerificationGas: '21000',
    maxFeePerGas: '1000000000',
    maxPriorityFeePerGas: '100000000',
  },
  userOpHash: hash32,
  meeUserOpHash: hash32,
  lowerBoundTimestamp: 1710000000,
  upperBoundTimestamp: 1710003600,
  maxGasLimit: '1000000',
  maxFeePerGas: '1000000000',
  chainId: 8453,
  isCleanUpUserOp: false,
}

export const quoteResponse = {
  ownerAddress: owner,
  mode: 'smart-account',
  fee: { amount: '10000', token: usdc, chainId: 1 },
  quoteType: 'simple',
  quote: {
    hash: hash32,
    node: '0x9876543210abcdef9876543210abcdef98765432',
    commitment: hash32,
    paymentInfo: {
      sender: delegation,
      initCode: '0x',
      nonce: '0',
      token: usdc,
      chainId: 1,
      shortEncoding: false,
      tokenValue: '10000',
      tokenWeiAmount: '10000',
      sponsored: false,
    },
    userOps: [userOpItem],
    fundingTokens: [],
  },
  payloadToSign: [simplePayload],
  returnedData: [],
}

export const instruction = {
  calls: [
    {
      to: usdc,
      value: '0',
      functionSig: 'transfer(address,uint256)',
      inputParams: [{ fetcherType: 0, paramData: `0x${'00'.repeat(64)}`, constraints: [] }],
      outputParams: [],
    },
  ],
  chainId: 1,
  isComposable: true,
}
