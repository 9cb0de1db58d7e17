import { describe, expect, it } from 'vitest'
import { BaseError } from '../../../src/core/errors/base.js'
import { NetworkError, TimeoutError } from '../../../src/core/errors/transport.js'
import { UserRejectedError } from '../../../src/core/errors/wallet.js'

describe('BaseError', () => {
  it('composes the message from shortMessage, metaMessages, docs and details', () => {
    const error = new BaseError('Quoting failed.', {
      metaMessages: ['Retry later.'],
      docsPath: '/errors#quoting',
      details: 'the node was busy',
    })
    expect(error.message).toBe(
      'Quoting failed.\n\nRetry later.\n\nDocs: /errors#quoting\nDetails: the node was busy',
    )
    expect(error.shortMessage).toBe('Quoting failed.')
    expect(error.code).toBe('SUPERTX_ERROR')
    expect(error).toBeInstanceOf(Error)
  })

  it('takes details from a plain cause, or from a kit error used as cause', () => {
    const root = new Error('socket hang up')
    const timeout = new TimeoutError({ endpoint: 'POST /v1/quote', timeoutMs: 100, cause: root })
    expect(timeout.details).toBe('socket hang up')
    expect(timeout.cause).toBe(root)
    const outer = new BaseError('Could not quote.', { cause: timeout })
    expect(outer.details).toBe('socket hang up')
  })

  it('walk() without a predicate returns the deepest cause', () => {
    const root = new Error('user said no')
    const rejected = new UserRejectedError({ action: 'sign the quote', cause: root })
    const outer = new BaseError('Signing failed.', { cause: rejected })
    expect(outer.walk()).toBe(root)
  })

  it('walk(fn) returns the first matching error of the chain, or null', () => {
    const rejected = new UserRejectedError({ action: 'sign the quote', cause: new Error('4001') })
    const outer = new BaseError('Signing failed.', { cause: rejected })
    expect(outer.walk((e) => e instanceof UserRejectedError)).toBe(rejected)
    expect(outer.walk((e) => e instanceof NetworkError)).toBeNull()
    expect(outer.walk((e) => e === outer)).toBe(outer)
  })

  it('gives each subclass its own stable code and name', () => {
    const error = new UserRejectedError({ action: 'sign the permit' })
    expect(error.code).toBe('USER_REJECTED')
    expect(error.name).toBe('UserRejectedError')
    expect(String(error)).toMatch(/^UserRejectedError: The wallet request to sign the permit/)
    expect(error).toBeInstanceOf(BaseError)
  })

  it('serialises to JSON with its fields', () => {
    const error = new TimeoutError({ endpoint: 'POST /v1/quote', timeoutMs: 100 })
    const json = JSON.parse(JSON.stringify(error))
    expect(json).toMatchObject({ name: 'TimeoutError', code: 'TIMEOUT', timeoutMs: 100 })
  })
})
