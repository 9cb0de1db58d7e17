// The selectors the kit words are written out (no keccak in the components that word an
// operation): each must be its function's.
import { toFunctionSelector } from 'viem'
import { expect, it } from 'vitest'
import { knownFunctions } from '../../../src/core/verify/call-text.js'

it('every written-out selector is its signature’s', () => {
  for (const [selector, { name, args }] of Object.entries(knownFunctions))
    expect(toFunctionSelector(`${name}(${args.join(',')})`)).toBe(selector)
})
