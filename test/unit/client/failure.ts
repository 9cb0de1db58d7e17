import { expect } from 'vitest'
import { BaseError } from '../../../src/core/errors/base.js'

/** What `promise` rejected with, checked to be one of the kit's errors (a resolve fails the test). */
export async function failure(promise: Promise<unknown>): Promise<BaseError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BaseError)
  return error as BaseError
}
