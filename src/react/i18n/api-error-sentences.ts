'use client'
// The sentences of the errors whose body came from the API (`ApiError` and its subclasses).
// The subclasses by their stable `code` (each sets its own), as types only: a class referenced
// here would be kept whole in every bundle that reaches `api.ts`, this chunk being lazy or not.
import type {
  ApiError,
  ApiValidationError,
  BadRequestError,
  InternalServerError,
  InvalidChainError,
  InvalidSignatureError,
  NoUpgradeNeededError,
} from '../../core/errors/api.js'
import {
  type ErrorDescription,
  fieldOf,
  insufficient,
  problemOf,
  type SentenceContext,
} from './error-sentence-parts.js'

/**
 * An API error's sentence. What any code may mean comes first (the quote gone, a replay, a hash
 * the service does not know, a balance too low), then the error's class, then the service's
 * code, then its status.
 */
export function apiErrorSentence(api: ApiError, c: SentenceContext): ErrorDescription {
  const { say, chain } = c
  const entries = api.errors
  const codes = entries.map((x) => x.code)
  const text = [api.body.message, ...entries.map((x) => x.message)].join(' ')
  // An expired quote has no code of its own: the service's words say it.
  if (codes.includes('QUOTE_NOT_FOUND') || /expired/i.test(text)) return say('quoteExpired')
  if (codes.includes('ALREADY_EXECUTED')) return say('alreadyExecuted')
  // A receipt read for a hash the service does not know (a tracker given a wrong or new hash).
  if (api.status === 404 && api.endpoint.startsWith('GET /v1/explorer'))
    return say('unknownSupertx')
  const short = entries.find((x) => insufficient.test(x.message) || /INSUFFICIENT/.test(x.code))
  if (short || insufficient.test(api.body.message))
    return say('insufficientBalance', { detail: problemOf(short, api.body.message) })

  // The API errors' own classes (`createApiError` picks one by the body's code), by the code
  // each class sets: an invalid signature is a validation error with its own code.
  if (api.code === ('INVALID_SIGNATURE' satisfies InvalidSignatureError['code']))
    return say('invalidSignature')
  if (api.code === ('NO_UPGRADE_NEEDED' satisfies NoUpgradeNeededError['code']))
    return say('noUpgradeNeeded')
  if (api.code === ('INVALID_CHAIN' satisfies InvalidChainError['code'])) {
    // The body names the chain only in its text.
    const id = Number(/\d+/.exec(entries[0]?.message ?? api.body.message)?.[0])
    return say('invalidChain', { chain: Number.isFinite(id) ? chain(id) : api.body.message })
  }
  if (api.code === ('VALIDATION_ERROR' satisfies ApiValidationError['code']))
    return say('invalidField', {
      field: fieldOf(entries[0]),
      problem: problemOf(entries[0], api.body.message),
    })
  if (api.code === ('BAD_REQUEST' satisfies BadRequestError['code']))
    return say('badRequest', { reason: api.body.message })

  if (api.code === 'CHAIN_UNAVAILABLE') {
    // The service cannot reach a chain's node: name the chain (the body's message carries its id).
    const id = Number(/chain (\d+)/i.exec(api.body.message)?.[1])
    return say('chainUnavailable', {
      chain: Number.isFinite(id) ? chain(id) : c.messages.someChain,
    })
  }
  if (api.code === ('INTERNAL_ERROR' satisfies InternalServerError['code']) || api.status >= 500)
    return say('serverError', { status: api.status })
  return say('apiError', { code: api.code, reason: api.body.message })
}
