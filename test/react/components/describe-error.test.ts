// Every error class the kit exports maps to a sentence of its own: iterating the exports means a
// new error class without a sentence (or a sample here) fails this test.
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import * as core from '../../../src/core/index.js'
import { BaseError } from '../../../src/core/index.js'
import { SupertxProviderNotFoundError } from '../../../src/react/errors.js'
import { classifyError, describeError } from '../../../src/react/i18n/describe-error.js'
import { errorMessages } from '../../../src/react/i18n/error-messages.js'
import { de } from '../../../src/react/i18n/locales/de.js'

const endpoint = 'POST /v1/quote'
const api = (
  code: string,
  errors: { code: string; path: string[]; message: string }[] = [],
  status = 400,
) => ({
  endpoint,
  status,
  body: { code, message: `${code} message`, errors },
})
const field = {
  code: 'INVALID_VALUE',
  path: ['composeFlows', '0', 'data', 'chainId'],
  message: 'must be a positive integer',
}

/** One instance of each exported error class, built as the kit builds it. */
const samples: Record<string, () => Error> = {
  ApiError: () => new core.ApiError(api('SOMETHING_NEW')),
  ApiValidationError: () => new core.ApiValidationError(api('VALIDATION_ERROR', [field])),
  BadRequestError: () => new core.BadRequestError(api('BAD_REQUEST')),
  InternalServerError: () => new core.InternalServerError(api('INTERNAL_ERROR', [], 500)),
  InvalidChainError: () =>
    new core.InvalidChainError(
      api('INVALID_CHAIN', [
        { code: 'INVALID_CHAIN', path: ['chainId'], message: 'chain 999 is not supported' },
      ]),
    ),
  InvalidSignatureError: () =>
    new core.InvalidSignatureError(
      api('VALIDATION_ERROR', [
        { code: 'INVALID_SIGNATURE', path: ['payloadToSign', '0'], message: 'bad' },
      ]),
    ),
  NoUpgradeNeededError: () => new core.NoUpgradeNeededError(api('NO_UPGRADE_NEEDED')),
  AuthorizationRequiredError: () =>
    new core.AuthorizationRequiredError({
      endpoint,
      authorizations: [
        { address: '0x0000000000000000000000000000000000000001', chainId: 31337, nonce: 0 },
      ],
      body: {},
    }),
  UnauthorizedError: () => new core.UnauthorizedError({ endpoint, status: 401, apiKeySent: true }),
  InvalidClientConfigError: () =>
    new core.InvalidClientConfigError({ option: 'baseUrl', problem: 'is empty' }),
  ExecutionRejectedError: () =>
    new core.ExecutionRejectedError({ endpoint, serviceError: 'node busy' }),
  ReceiptTimeoutError: () =>
    new core.ReceiptTimeoutError({ supertxHash: '0xab', timeoutMs: 90_000 }),
  ReceiptUnavailableError: () =>
    new core.ReceiptUnavailableError({
      supertxHash: '0xab',
      failingForMs: 61_000,
      attempts: 31,
      cause: new core.NetworkError({ endpoint, origin: 'http://127.0.0.1:4337' }),
    }),
  SupertxNotFoundError: () =>
    new core.SupertxNotFoundError({ supertxHash: '0xab', notFoundForMs: 10_000 }),
  ExecuteOutcomeUnknownError: () =>
    new core.ExecuteOutcomeUnknownError({
      endpoint: 'POST /v1/execute',
      quoteHash: '0xab',
      cause: new core.TimeoutError({ endpoint, timeoutMs: 30_000 }),
    }),
  QuoteStaleError: () => new core.QuoteStaleError({ changed: ['composeFlows'] }),
  SupertxFailedError: () =>
    new core.SupertxFailedError({ supertxHash: '0xab', reason: 'execution reverted' }),
  SupertxProviderNotFoundError: () => new SupertxProviderNotFoundError({ hook: 'useQuote' }),
  AbortError: () => new core.AbortError({ endpoint }),
  MalformedJsonError: () =>
    new core.MalformedJsonError({ endpoint, status: 200, bodySnippet: '{"a' }),
  NetworkError: () => new core.NetworkError({ endpoint, origin: 'http://127.0.0.1:4337' }),
  TimeoutError: () => new core.TimeoutError({ endpoint, timeoutMs: 30_000 }),
  UnexpectedResponseError: () =>
    new core.UnexpectedResponseError({
      endpoint,
      status: 502,
      contentType: 'text/html',
      bodySnippet: '<html>',
    }),
  RequestValidationError: () => new core.RequestValidationError({ endpoint, issues: [field] }),
  ResponseValidationError: () =>
    new core.ResponseValidationError({
      endpoint,
      status: 200,
      issues: [{ code: 'invalid_type', path: ['quote', 'hash'], message: 'expected string' }],
    }),
  AuthorizationNotSupportedError: () =>
    new core.AuthorizationNotSupportedError({ wallet: 'Test Wallet' }),
  InvalidTokenAmountError: () =>
    new core.InvalidTokenAmountError({
      field: 'decimals',
      value: 100000,
      problem: 'must be 0 to 255',
    }),
  UnsupportedFlowError: () =>
    new core.UnsupportedFlowError({ flowType: '/instructions/intent', flowIndex: 2 }),
  QuotePayloadMismatchError: () =>
    new core.QuotePayloadMismatchError({
      field: 'payloadToSign[0].spender',
      expected: '0x1',
      actual: '0x2',
    }),
  QuoteUnverifiableError: () => new core.QuoteUnverifiableError({ missing: 'fundingTokens' }),
  AccountRefusedError: () =>
    new core.AccountRefusedError({
      reason: 'not-derived',
      chainId: 31337,
      actual: '0x000000000000000000000000000000000000dEaD',
      expected: ['0x2222222222222222222222222222222222222222'],
    }),
  AuthorizationRefusedError: () =>
    new core.AuthorizationRefusedError({
      reason: 'delegate',
      field: 'authorizations[0].address',
      expected: '0x26cE99B10de4990b6F09Dfa4551Afe3f907De095',
      actual: '0x000000000000000000000000000000000000dEaD',
    }),
  UserRejectedError: () => new core.UserRejectedError({ action: 'sign the quote' }),
  BalancePreviewBlockedError: () =>
    new core.BalancePreviewBlockedError({
      reason: 'reverts',
      chainId: 31337,
      detail: 'ERC20InsufficientBalance',
    }),
  BalancePreviewUnavailableError: () =>
    new core.BalancePreviewUnavailableError({ chainId: 31337, reason: 'unsupported' }),
  AccountFundingRevertedError: () =>
    new core.AccountFundingRevertedError({ transactionHash: '0xab', chainId: 31337 }),
  ApprovalRevertedError: () =>
    new core.ApprovalRevertedError({ transactionHash: '0xab', chainId: 31337 }),
  IncompleteParametersError: () =>
    new core.IncompleteParametersError({ action: 'getQuote', missing: ['ownerAddress'] }),
  WalletAccountMismatchError: () =>
    new core.WalletAccountMismatchError({ expected: '0xaa', connected: '0xbb' }),
  WalletNotConnectedError: () => new core.WalletNotConnectedError({ action: 'request a quote' }),
  WalletChainMismatchError: () =>
    new core.WalletChainMismatchError({ expected: 31338, current: 1 }),
}

const errorClasses = Object.entries(core).filter(
  ([name, value]) =>
    typeof value === 'function' && value.prototype instanceof Error && name !== 'BaseError',
)

describe('describeError', () => {
  it('finds the exported error classes (the iteration below is not empty)', () => {
    expect(errorClasses.length).toBeGreaterThanOrEqual(28)
  })

  it.each(errorClasses)('%s maps to a sentence of its own', (name, Class) => {
    const make = samples[name]
    expect(make, `add a sample of ${name} here and a sentence in describeError`).toBeDefined()
    const error = make?.() as Error
    expect(error).toBeInstanceOf(Class as new (...args: never[]) => Error)
    const { key, sentence } = classifyError(error)
    expect(key, `${name} falls through to the generic sentence`).not.toBe('other')
    expect(sentence).not.toMatch(/something went wrong/i)
    expect(sentence).not.toContain('undefined')
    expect(sentence.length).toBeGreaterThan(30)
  })

  it('says what each case is, in the words a person needs', () => {
    expect(describeError(samples.UserRejectedError?.())).toBe(errorMessages.userRejected)
    expect(describeError(samples.ApiValidationError?.())).toBe(
      'The service rejected the value of “composeFlows.0.data.chainId”: must be a positive integer. Correct it and try again.',
    )
    expect(describeError(samples.UnauthorizedError?.())).toMatch(/API key/)
    expect(
      describeError(new core.UnauthorizedError({ endpoint, status: 403, apiKeySent: false })),
    ).toMatch(/sent no API key/)
    expect(describeError(samples.TimeoutError?.())).toMatch(/within 30 seconds/)
    // A service on this machine that does not answer: not the internet's fault.
    expect(describeError(samples.NetworkError?.())).toBe(
      'The service at http://127.0.0.1:4337 did not answer. It runs on this computer: check that it (the devnet, or your local API) is running, then try again.',
    )
    expect(
      describeError(new core.NetworkError({ endpoint, origin: 'https://api.example.com' })),
    ).toBe(
      'Could not reach the service at https://api.example.com. Check your internet connection and try again.',
    )
    expect(
      describeError(samples.AuthorizationRequiredError?.(), { chainName: () => 'Devnet A' }),
    ).toMatch(/authorize its smart account on Devnet A/)
  })

  it('an account the service names that is not the owner’s says so, in English and German', async () => {
    const { de } = await import('../../../src/react/i18n/locales/de.js')
    const chainName = () => 'Devnet A'
    const refused = samples.AccountRefusedError?.()
    expect(describeError(refused, { chainName })).toBe(
      'The service named 0x000000000000000000000000000000000000dEaD as your account on Devnet A, but that is not your account, so nothing was sent or signed. Do not continue; if this repeats, the service is not safe to use.',
    )
    expect(describeError(refused, { chainName, messages: de.errors })).toMatch(
      /^Der Dienst hat 0x0{36}dEaD als Ihr Konto auf Devnet A genannt/,
    )
    const unreadable = new core.AccountRefusedError({
      reason: 'unreadable',
      chainId: 31337,
      actual: '0x000000000000000000000000000000000000dEaD',
    })
    expect(describeError(unreadable, { chainName })).toMatch(
      /^Your account on Devnet A could not be checked/,
    )
  })

  it('a refused EIP-7702 authorization says why, per reason, in English and German', async () => {
    const { de } = await import('../../../src/react/i18n/locales/de.js')
    const refused = (reason: core.AuthorizationRefusal, chainId?: number) =>
      new core.AuthorizationRefusedError({
        reason,
        field: 'authorizations[0]',
        expected: 'x',
        actual: '0x000000000000000000000000000000000000dEaD',
        chainId,
      })
    const chainName = () => 'Devnet B'
    expect(describeError(refused('delegate'))).toMatch(
      /hand your account over to 0x000000000000000000000000000000000000dEaD, a contract this app does not trust/,
    )
    expect(describeError(refused('chain', 31338), { chainName })).toMatch(
      /authorize your account on Devnet B, which this payment does not use/,
    )
    expect(describeError(refused('nonce', 31338), { chainName })).toMatch(/state on Devnet B/)
    expect(describeError(refused('nonce-unreadable', 31338), { chainName })).toMatch(
      /Your account on Devnet B could not be read/,
    )
    expect(describeError(refused('conflict', 31338), { chainName })).toMatch(
      /two different contracts/,
    )
    expect(describeError(refused('delegate'), { messages: de.errors })).toMatch(
      /einen Vertrag, dem diese App nicht vertraut/,
    )
    expect(describeError(new core.QuoteUnverifiableError({ missing: 'accounts' }))).toMatch(
      /lacks accounts or config/,
    )
  })

  it('a wallet that cannot sign EIP-7702, named or not, in English and German', async () => {
    const { de } = await import('../../../src/react/i18n/locales/de.js')
    const named = new core.AuthorizationNotSupportedError({ wallet: 'Test Wallet' })
    const unnamed = new core.AuthorizationNotSupportedError()
    expect(describeError(named)).toMatch(/^Test Wallet cannot sign the EIP-7702 authorization/)
    expect(describeError(unnamed)).toMatch(/^Your wallet cannot sign the EIP-7702 authorization/)
    expect(describeError(named, { messages: de.errors })).toMatch(/^Test Wallet kann die /)
    // The wallet's stand-in is the locale's own word, never English inside a German sentence.
    expect(describeError(unnamed, { messages: de.errors })).toMatch(/^Ihre Wallet kann die /)
  })

  it('a one-second budget reads "1 second", in English and German', async () => {
    const { de } = await import('../../../src/react/i18n/locales/de.js')
    const unavailable = new core.ReceiptUnavailableError({
      supertxHash: '0xab',
      failingForMs: 1_000,
      attempts: 3,
      cause: new core.NetworkError({ endpoint, origin: 'http://127.0.0.1:4337' }),
    })
    expect(describeError(unavailable)).toMatch(/could not be read for 1 second \(/)
    expect(describeError(unavailable, { messages: de.errors })).toMatch(/1 Sekunde lang/)
    expect(describeError(samples.TimeoutError?.())).toMatch(/within 30 seconds/)
  })

  it('an expired quote, an executed quote and a low balance get their own sentences', () => {
    const expired = new core.ApiValidationError(
      api('VALIDATION_ERROR', [
        {
          code: 'QUOTE_NOT_FOUND',
          path: ['quote', 'hash'],
          message: 'Quote 0xab is unknown or expired',
        },
      ]),
    )
    expect(classifyError(expired).key).toBe('quoteExpired')
    const executed = new core.ApiValidationError(
      api('VALIDATION_ERROR', [
        { code: 'ALREADY_EXECUTED', path: ['quote', 'hash'], message: 'ran once' },
      ]),
    )
    expect(classifyError(executed).key).toBe('alreadyExecuted')
    const balance = new core.ApiError(
      api('SIMULATION_FAILED', [
        { code: 'SIMULATION_FAILED', path: [], message: 'ERC20: transfer amount exceeds balance' },
      ]),
    )
    expect(describeError(balance)).toBe(
      'Your balance is too low for this transaction (ERC20: transfer amount exceeds balance). Add funds or lower the amount, then get a new quote.',
    )
  })

  it('a quote made for other inputs says nothing was signed or sent, in English and German', async () => {
    const { de } = await import('../../../src/react/i18n/locales/de.js')
    const stale = new core.QuoteStaleError({ changed: ['composeFlows', 'feeToken'] })
    expect(classifyError(stale).key).toBe('quoteStale')
    expect(describeError(stale)).toBe(
      'What you asked for changed after this quote was made, so it was not signed or sent. Get a new quote, check it, then sign.',
    )
    expect(describeError(stale, { messages: de.errors })).toMatch(
      /^Ihre Angaben haben sich geändert, .* weder signiert noch gesendet\./,
    )
  })

  it('a chain whose node does not answer: the preview says nothing is signed until it does, and the held run says so, in English and German', () => {
    const preview = new core.BalancePreviewUnavailableError({
      chainId: 31337,
      reason: 'unreachable',
    })
    expect(describeError(preview)).toBe(
      'What this does on chain 31337 cannot be previewed because its node is not answering, so nothing is signed until it answers.',
    )
    expect(describeError(preview, { messages: de.errors })).toMatch(
      /^Was dies auf Chain 31337 bewirkt, .* daher wird nichts signiert, bis er antwortet\.$/,
    )
    // A node that only cannot simulate keeps the sentence that signing stays possible.
    expect(
      describeError(
        new core.BalancePreviewUnavailableError({ chainId: 31337, reason: 'unsupported' }),
      ),
    ).toMatch(/you can still review the quote and sign/)
    const held = new core.BalancePreviewBlockedError({ reason: 'unreachable', chainId: 31337 })
    expect(held.shortMessage).toBe(
      'Chain 31337 did not answer, so what the quote does there cannot be previewed and it is not signed.',
    )
    expect(describeError(held)).toBe(
      'Nothing was signed: chain 31337 did not answer, so what this does there could not be previewed. Try again once it answers.',
    )
    expect(describeError(held, { messages: de.errors })).toMatch(
      /^Es wurde nichts signiert: Chain 31337 hat nicht geantwortet, .* Versuchen Sie es erneut, sobald es antwortet\.$/,
    )
  })

  it('a receipt read for a hash the service does not know says so, not "change the request"', () => {
    const error = new core.ApiError({
      endpoint: `GET /v1/explorer/0x${'5e'.repeat(32)}`,
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No supertransaction 0x5e5e…', errors: [] },
    })
    expect(classifyError(error).key).toBe('unknownSupertx')
    expect(describeError(error)).toMatch(/^The service knows no supertransaction with this hash/)
    // Any other 404 keeps the general sentence.
    expect(classifyError(new core.ApiError({ ...api('NOT_FOUND'), status: 404 })).key).toBe(
      'apiError',
    )
  })

  it("a chain the service cannot reach (the devnet's 503 CHAIN_UNAVAILABLE) is named, not a server failure", () => {
    // The body as the devnet's API answers it (src/devnet/api/handle-errors.ts).
    const message =
      'POST /v1/quote: chain 31338 is not reachable right now (its node does not answer); retry once it is back.'
    const error = new core.ApiError({
      endpoint,
      status: 503,
      body: {
        code: 'CHAIN_UNAVAILABLE',
        message,
        errors: [{ code: 'CHAIN_UNAVAILABLE', path: [], message }],
      },
    })
    expect(classifyError(error).key).toBe('chainUnavailable')
    expect(
      describeError(error, { chainName: (id) => (id === 31338 ? 'Devnet B' : undefined) }),
    ).toBe(
      'The service cannot reach Devnet B right now, so nothing was sent there. Try again in a moment.',
    )
    expect(describeError(error)).toMatch(/cannot reach chain 31338 right now/)
  })

  it('a failed supertransaction names the chain and reason of its failed operation', () => {
    const error = samples.SupertxFailedError?.()
    const receipt = {
      supertxHash: `0x${'ab'.repeat(32)}` as const,
      status: 'failed' as const,
      userOps: [
        { chainId: 1, executionStatus: 'MINED_SUCCESS' as const },
        { chainId: 8453, executionStatus: 'MINED_FAIL' as const, error: 'slippage too high' },
      ],
    }
    expect(
      describeError(error, { receipt, chainName: (id) => (id === 8453 ? 'Base' : undefined) }),
    ).toBe(
      'The transaction failed on Base: slippage too high. Funds not spent stay in your account; fix the cause and try again.',
    )
    expect(describeError(error)).toMatch(/failed on one of its chains: execution reverted/)
    // A reason that ends its own sentence does not leave two full stops in ours.
    const stopped = {
      ...receipt,
      userOps: [{ chainId: 8453, executionStatus: 'FAILED' as const, error: 'node gone away. ' }],
    }
    expect(describeError(error, { receipt: stopped, chainName: () => 'Base' })).toContain(
      'The transaction failed on Base: node gone away. Funds not spent',
    )
  })

  it('a run that stopped half-way says where its bridged funds are, per chain, and no try again', () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
    const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
    const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
    const error = new core.SupertxFailedError({
      supertxHash: '0xab',
      reason: 'Chain 8453 is not reachable',
      funds: [
        { chainId: 8453, account, token: usdc, amount: '50000000' },
        { chainId: 8453, account: stranger, token: usdc, amount: '1000000' },
      ],
    })
    const receipt = {
      supertxHash: `0x${'ab'.repeat(32)}` as const,
      status: 'failed' as const,
      userOps: [
        { chainId: 1, executionStatus: 'MINED_SUCCESS' as const },
        { chainId: 8453, executionStatus: 'FAILED' as const, error: 'Chain 8453 is not reachable' },
      ],
    }
    const options = {
      receipt,
      chainName: (id: number) => (id === 8453 ? 'Base' : 'Ethereum'),
      tokenAt: (chainId: number, address: string) =>
        chainId === 8453 && address === usdc ? { symbol: 'USDC', decimals: 6 } : undefined,
      // The user's own smart account (the quote's, checked before signing), in any letter case.
      ownAccounts: [account.toLowerCase()],
    }
    const sentence = describeError(error, options)
    expect(classifyError(error, options).key).toBe('partialRun')
    // The user's own account by what it is, a stranger's by its address; the chain by its name,
    // in the reason too.
    expect(sentence).toContain('50 USDC in your smart account on Base')
    expect(sentence).toContain(`1 USDC at ${stranger} on Base`)
    expect(sentence).toContain('failed on Base: Base is not reachable')
    expect(sentence).not.toMatch(/8453|stay in your account|try again/i)
    // Without the token list: base units and the token's address, never a guess.
    expect(describeError(error, { ...options, tokenAt: undefined })).toContain(
      `50000000 base units ${usdc} in your smart account on Base`,
    )
    // A chain the app does not name keeps the service's words.
    expect(describeError(error, { ...options, chainName: () => undefined })).toContain(
      'failed on chain 8453: Chain 8453 is not reachable',
    )
    // For a list: the same words around the funds, one line each, in German too.
    expect(classifyError(error, options).funds).toEqual({
      before:
        'Part of the transaction ran, then it failed on Base: Base is not reachable. Your funds are now:',
      lines: ['50 USDC in your smart account on Base', `1 USDC at ${stranger} on Base`],
      after:
        'Do not send it again, which would move them again: track it on the explorer, or start a new transaction from where they are.',
      // The holders the lines name rather than address, for "Addresses in full"; the stranger's
      // line already gives its address.
      addresses: [{ name: 'your smart account', address: account }],
    })
    const list = classifyError(error, { ...options, messages: de.errors }).funds
    expect(list?.addresses).toEqual([{ name: 'Ihr Smart Account', address: account }])
    expect(list?.before).toMatch(/Ihre Mittel sind jetzt:$/)
    expect(list?.lines).toEqual([
      '50 USDC in Ihrem Smart Account auf Base',
      `1 USDC bei ${stranger} auf Base`,
    ])
    expect(list?.after).toMatch(/^Senden Sie sie nicht erneut/)
    // An app's words with no place for the funds: the one sentence, no list.
    const own = { ...errorMessages, partialRun: () => 'It ran in part.' }
    expect(classifyError(error, { ...options, messages: own }).funds).toBeUndefined()
    const german = describeError(error, { ...options, messages: de.errors })
    expect(german).toContain('50 USDC in Ihrem Smart Account auf Base')
    expect(german).toContain(`1 USDC bei ${stranger} auf Base`)
  })

  it('a partial run’s funds held by one of the app’s contracts are said by its label', () => {
    const vault = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const
    const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
    const error = new core.SupertxFailedError({
      supertxHash: '0xab',
      reason: 'Chain 8453 is not reachable',
      funds: [{ chainId: 8453, account: vault, token: usdc, amount: '1000000' }],
    })
    const options = {
      chainName: () => 'Base',
      tokenAt: () => ({ symbol: 'USDC', decimals: 6 }),
      nameOf: (chainId: number, address: string) =>
        chainId === 8453 && address.toLowerCase() === vault.toLowerCase()
          ? 'Savings vault'
          : undefined,
    }
    expect(describeError(error, options)).toContain('1 USDC at Savings vault on Base')
    expect(describeError(error, { ...options, messages: de.errors })).toContain(
      '1 USDC bei Savings vault auf Base',
    )
  })

  it('a partial run’s funds back in the owner’s own wallet are “in your wallet”', () => {
    const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
    const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
    const error = new core.SupertxFailedError({
      supertxHash: '0xab',
      reason: 'Chain 8453 is not reachable',
      funds: [{ chainId: 8453, account: owner, token: usdc, amount: '1000000' }],
    })
    const options = {
      chainName: () => 'Base',
      tokenAt: () => ({ symbol: 'USDC', decimals: 6 }),
      // The quote's owner (the eoa, or the smart account's owner), in any letter case; a label
      // for it never replaces what it is.
      ownerAddress: owner.toLowerCase(),
      nameOf: () => 'Savings vault',
    }
    const sentence = describeError(error, options)
    expect(sentence).toContain('1 USDC in your wallet on Base')
    expect(sentence).not.toContain(owner)
    expect(describeError(error, { ...options, messages: de.errors })).toContain(
      '1 USDC in Ihrer Wallet auf Base',
    )
  })

  it('reads through causes: a viem rejection, or a kit error wrapped in a plain one', () => {
    const viemRejection = new UserRejectedRequestError(new Error('User denied'))
    expect(classifyError(viemRejection).key).toBe('userRejected')
    const wrapped = new Error('outer', { cause: samples.NetworkError?.() })
    expect(classifyError(wrapped).key).toBe('networkLocal')
  })

  it('an unknown error still says its own short message, never a generic line', () => {
    expect(describeError(new BaseError('The relay is paused for maintenance.'))).toBe(
      'The relay is paused for maintenance. Try again; if it repeats, contact the app’s support.',
    )
    expect(describeError(new Error('boom'))).toMatch(/^boom\. /)
  })

  it('speaks the given messages (a locale or an app override)', () => {
    const messages = { ...errorMessages, userRejected: 'Abgelehnt.' }
    expect(describeError(samples.UserRejectedError?.(), { messages })).toBe('Abgelehnt.')
  })
})
