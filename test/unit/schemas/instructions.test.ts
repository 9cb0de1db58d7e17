import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { instruction, owner, usdc, usdcBase } from '../../../fixtures/openapi-bodies.js'
import {
  buildCcipRequestSchema,
  buildCcipResponseSchema,
  buildInstructionsRequestSchema,
  buildInstructionsResponseSchema,
} from '../../../src/core/schemas/instructions.js'
import { codesAndPaths, problems, valid, withField, without } from './helpers.js'
import { openapiExample, openapiSchema } from './openapi-example.js'

const build = {
  to: usdc,
  chainId: 1,
  functionSignature: 'function transfer(address to, uint256 amount)',
  args: [owner, '1000000'],
  value: '0',
}

const ccip = {
  srcToken: usdcBase,
  dstToken: usdc,
  srcChainId: 8453,
  dstChainId: 1,
  ownerAddress: owner,
  amount: '1000000',
  mode: 'smart-account',
}

describe('build request (spec: POST /v1/instructions/build)', () => {
  it('accepts a function signature, args, to and chainId', () => {
    valid(buildInstructionsRequestSchema, build)
  })

  it.each(['functionSignature', 'args', 'to', 'chainId'])('requires %s', (field) => {
    expect(
      codesAndPaths(problems(buildInstructionsRequestSchema, without(build, [field]))),
    ).toEqual([['REQUIRED', field]])
  })
})

describe('build-ccip request (spec: POST /v1/instructions/build-ccip)', () => {
  it("accepts the OpenAPI's example request", () => {
    valid(buildCcipRequestSchema, openapiExample('/v1/instructions/build-ccip', 'request'))
  })

  it('accepts a runtime balance as amount', () => {
    valid(buildCcipRequestSchema, {
      ...ccip,
      amount: { type: 'runtimeErc20Balance', tokenAddress: usdcBase },
    })
  })

  it.each(['srcToken', 'dstToken', 'srcChainId', 'dstChainId', 'ownerAddress', 'amount', 'mode'])(
    'requires %s',
    (field) => {
      expect(codesAndPaths(problems(buildCcipRequestSchema, without(ccip, [field])))).toEqual([
        ['REQUIRED', field],
      ])
    },
  )

  it('rejects a token address whose checksum is wrong (spec: checksummed addresses)', () => {
    const wrong = usdc.toUpperCase().replace('0X', '0x')
    expect(problems(buildCcipRequestSchema, { ...ccip, dstToken: wrong })).toEqual([
      {
        code: 'INVALID_FORMAT',
        path: ['dstToken'],
        message: `dstToken must be a checksummed address: its letter case does not match the EIP-55 checksum (write ${usdc}, or all lowercase)`,
      },
    ])
  })
})

describe('instruction responses', () => {
  it('accepts instructions, and matches the OpenAPI 200 schema of build-ccip', () => {
    const body = { instructions: [instruction] }
    valid(buildInstructionsResponseSchema, body)
    valid(buildCcipResponseSchema, body)
    const validate = new Ajv({ strict: false }).compile(
      openapiSchema('/v1/instructions/build-ccip', '200'),
    )
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true)
  })

  it("accepts the OpenAPI's example build-ccip response", () => {
    const example = openapiExample('/v1/instructions/build-ccip', '200')
    // Its example paramData is an address; any 0x hex is accepted.
    valid(buildCcipResponseSchema, example)
  })

  it.each([
    ['calls'],
    ['chainId'],
    ['calls', 0, 'to'],
    ['calls', 0, 'inputParams'],
    ['calls', 0, 'functionSig'],
  ])('requires instruction field %j', (...path) => {
    const body = { instructions: [without(instruction, path)] }
    expect(codesAndPaths(problems(buildInstructionsResponseSchema, body))).toEqual([
      ['REQUIRED', ['instructions', 0, ...path].join('.')],
    ])
  })

  it('rejects a constraint reference that is not hex', () => {
    const constraints = [{ constraintType: 1, referenceData: '100' }]
    const body = {
      instructions: [
        withField(instruction, ['calls', 0, 'inputParams', 0, 'constraints'], constraints),
      ],
    }
    expect(codesAndPaths(problems(buildInstructionsResponseSchema, body))).toEqual([
      ['INVALID_FORMAT', 'instructions.0.calls.0.inputParams.0.constraints.0.referenceData'],
    ])
  })
})
