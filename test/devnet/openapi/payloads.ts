// Payloads written from the spec's resource tables (supertransaction-api.md), the shape a
// devnet response must have; the conformance tests check they also satisfy the OpenAPI document.
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}`

const instruction = {
  calls: [
    {
      to: usdc,
      value: '0',
      functionSig: 'transfer(address,uint256)',
      inputParams: [
        {
          fetcherType: 0,
          paramData: `0x${'00'.repeat(12)}${account.slice(2).toLowerCase()}`,
          constraints: [],
        },
        {
          fetcherType: 1,
          paramData: `0x${'00'.repeat(64)}`,
          constraints: [{ constraintType: 1, referenceData: `0x${'00'.repeat(31)}01` }],
        },
      ],
      outputParams: [],
    },
  ],
  chainId: 31337,
  isComposable: true,
}

/** Spec "Quote response", smart-account mode, quoteType `simple`. */
export const quoteResponse = {
  ownerAddress: owner,
  mode: 'smart-account',
  fee: { amount: '0', token: usdc, chainId: 31337 },
  quoteType: 'simple',
  quote: {
    hash,
    node: account,
    commitment: hash,
    paymentInfo: {
      sender: account,
      initCode: '0x',
      nonce: '0',
      token: usdc,
      chainId: 31337,
      shortEncoding: false,
      sponsored: true,
      tokenAmount: '0',
      tokenValue: '0',
      tokenWeiAmount: '0',
    },
    userOps: [
      {
        userOp: {
          sender: account,
          nonce: '0',
          initCode: '0x',
          callData: '0x',
          callGasLimit: '500000',
          verificationGasLimit: '100000',
          preVerificationGas: '0',
          maxFeePerGas: '1000000000',
          maxPriorityFeePerGas: '0',
          paymasterAndData: '0x',
          signature: '0x',
        },
        userOpHash: hash,
        meeUserOpHash: hash,
        lowerBoundTimestamp: 1_700_000_000,
        upperBoundTimestamp: 1_700_000_600,
        maxGasLimit: '600000',
        maxFeePerGas: '1000000000',
        chainId: 31337,
        isCleanUpUserOp: false,
        shortEncoding: false,
      },
    ],
    fundingTokens: [{ tokenAddress: usdc, chainId: 31337, amount: '1000000' }],
  },
  payloadToSign: [{ message: { raw: hash } }],
  instructions: [instruction],
  returnedData: [],
}

/** Spec "Execute response". */
export const executeResponse = { success: true, supertxHash: hash, error: null }

/** Spec "Orchestrator address group": chain ids as strings. */
export const orchestratorResponse = [{ address: account, chains: ['31337', '31338'] }]

/** Spec "POST /v1/instructions/build-ccip" response. */
export const buildCcipResponse = {
  instructions: [instruction],
  simulationTokenOverrides: [
    { tokenAddress: usdc, accountAddress: account, chainId: 31338, balance: '1000000' },
  ],
}
