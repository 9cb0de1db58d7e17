// The kit's schemas as JSON Schema (zod's `z.toJSONSchema`, the input a schema takes) against the
// real service's OpenAPI document (docs/spec/supertransaction-api.openapi.yml), both ways: every
// difference either side has is listed below with why, and a listed difference that is gone fails
// too. What is compared is in json-schema-shape.ts.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import * as z from 'zod/mini'
import {
  authorizationRequiredBodySchema,
  errorBodySchema,
} from '../../../src/core/schemas/error.js'
import { executeRequestSchema, executeResponseSchema } from '../../../src/core/schemas/execute.js'
import {
  buildCcipRequestSchema,
  buildCcipResponseSchema,
} from '../../../src/core/schemas/instructions.js'
import {
  orchestratorRequestSchema,
  orchestratorResponseSchema,
} from '../../../src/core/schemas/orchestrator.js'
import { quoteRequestSchema, quoteResponseSchema } from '../../../src/core/schemas/quote.js'
import { compareShapes } from './json-schema-shape.js'
import { openapiSchema } from './openapi-example.js'

type Part = 'request' | '200' | '400' | '412' | '500'

// Why the same lines come back on several endpoints.
const LIST_LIMIT =
  'the kit bounds the lists the spec leaves open (LIST_LIMITS, docs/devnet-protocol.md)'
const Y_PARITY = 'a y parity is 0 or 1 (EIP-2098); the OpenAPI types it as any number'
const FILLED_IN_ERRORS =
  'a client must read any error body: the kit fills in `errors: []` when a service leaves it out'
const INSTRUCTION_NUMBERS =
  'the spec does not show what fetcherType and constraintType mean: the kit takes any non-negative integer'
const AMOUNT_ANY =
  'the OpenAPI takes any value for the amount; the spec a wei decimal string or a runtime balance'
const TOKEN_ANY = 'the OpenAPI gives the runtime balance token address no type; the spec an address'
const SIGNED_PAYLOAD =
  'a payloadToSign item may carry its signature (POST /v1/execute sends the signed items back)'
const PERMIT_METADATA =
  'the kit verifies signablePayload, never metadata, and newer services send typed data without it (payload.ts)'
const ECHOED_QUOTE =
  'POST /v1/execute sends the quote response back as it came: what the service put in it stays'
const TIME_BOUNDS =
  'the spec gives build, build-raw and build-ccip data per-instruction time bounds'

const errorBody = { 'errors: required in the OpenAPI only': FILLED_IN_ERRORS }

const instructionCalls = 'instructions[].calls[]<object with to, value>'
const instructionEnums = {
  [`${instructionCalls}.inputParams[].fetcherType: only the OpenAPI lists values (0, 1)`]:
    INSTRUCTION_NUMBERS,
  [`${instructionCalls}.inputParams[].constraints[].constraintType: only the OpenAPI lists values (0, 1, 2, 3)`]:
    INSTRUCTION_NUMBERS,
  [`${instructionCalls}.outputParams[].fetcherType: only the OpenAPI lists values (0, 1)`]:
    INSTRUCTION_NUMBERS,
}

const permit = 'payloadToSign[]<object with signablePayload, metadata>'
const onchain = 'payloadToSign[]<object with to, data>'
const simple = 'payloadToSign[]<object with message, signature>'
const eip7702Auth = {
  'quote.paymentInfo.eip7702Auth.yParity: only the kit lists values (0, 1)': Y_PARITY,
  'quote.userOps[].eip7702Auth.yParity: only the kit lists values (0, 1)': Y_PARITY,
}

const flow = (type: string) => `composeFlows[]<type=/instructions/${type}>`

/** Each endpoint the kit and the OpenAPI share: the kit's schema per body, and the differences. */
const endpoints: {
  path: string
  bodies: Partial<Record<Part, z.ZodMiniType>>
  differences: Partial<Record<Part, Record<string, string>>>
}[] = [
  {
    path: '/v1/quote',
    bodies: {
      request: quoteRequestSchema,
      '200': quoteResponseSchema,
      '400': errorBodySchema,
      '412': authorizationRequiredBodySchema,
      '500': errorBodySchema,
    },
    differences: {
      request: {
        'accountAddress: only in the kit':
          'the spec has it (Quote request): the legacy account to use per chain after an upgrade',
        'batch: only in the kit': 'the spec has it (Quote request): the batching switch',
        'authorizations: maxItems 30 in the kit, none in the OpenAPI': LIST_LIMIT,
        'authorizations[].yParity: only the kit lists values (0, 1)': Y_PARITY,
        'fundingTokens: maxItems 30 in the kit, none in the OpenAPI': LIST_LIMIT,
        'cleanUps: maxItems 30 in the kit, none in the OpenAPI': LIST_LIMIT,
        'simulationOverrides.tokenOverrides: maxItems 100 in the kit, none in the OpenAPI':
          LIST_LIMIT,
        'simulationOverrides.customOverrides: maxItems 100 in the kit, none in the OpenAPI':
          LIST_LIMIT,
        'composeFlows: maxItems 30 in the kit, 10 in the OpenAPI':
          'the spec takes 1 to 30 flows (Limits), and the spec wins for the devnet',
        [`${flow('build')}.data.args: maxItems 64 in the kit, none in the OpenAPI`]: LIST_LIMIT,
        [`${flow('build')}.data.lowerBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build')}.data.upperBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build-raw')}.data.lowerBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build-raw')}.data.upperBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build-ccip')}.data.lowerBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build-ccip')}.data.upperBoundTimestamp: only in the kit`]: TIME_BOUNDS,
        [`${flow('build-ccip')}.data.amount<string>: the kit takes string, the OpenAPI any`]:
          AMOUNT_ANY,
        [`${flow('build-ccip')}.data.amount<type=runtimeErc20Balance>.tokenAddress: the kit takes string, the OpenAPI any`]:
          TOKEN_ANY,
        [`${flow('intent-simple')}.data.amount<string>: the kit takes string, the OpenAPI any`]:
          AMOUNT_ANY,
        [`${flow('intent-simple')}.data.amount<type=runtimeErc20Balance>: the kit takes object, the OpenAPI any`]:
          AMOUNT_ANY,
        [`${flow('intent-simple')}.data.slippage: required in the OpenAPI only`]:
          'the kit fills in 1% (0.01) when a request leaves slippage out',
        [`${flow('intent')}: the kit keeps unknown properties, the OpenAPI refuses them`]:
          'the spec names the intent flow without its shape: the kit takes an open object',
        [`${flow('intent')}.data: the kit keeps unknown properties, the OpenAPI refuses them`]:
          'the spec names the intent flow without its shape: the kit takes an open object',
        [`${flow('intent')}.data.slippage: only in the OpenAPI`]:
          'the intent flow is an open object in the kit (its shape is not in the spec)',
        [`${flow('intent')}.data.inputPositions: only in the OpenAPI`]:
          'the intent flow is an open object in the kit (its shape is not in the spec)',
        [`${flow('intent')}.data.targetPositions: only in the OpenAPI`]:
          'the intent flow is an open object in the kit (its shape is not in the spec)',
        [`${flow('intent-vault')}: only the kit accepts this option`]:
          'the spec names the intent-vault flow (ComposeFlow); the OpenAPI does not',
      },
      '200': {
        'mode: only in the kit': 'the spec lists mode in the quote response; the devnet sends it',
        ...eip7702Auth,
        [`${permit}.metadata: required in the OpenAPI only`]: PERMIT_METADATA,
        [`${permit}.signature: only in the kit`]: SIGNED_PAYLOAD,
        [`${onchain}.signature: only in the kit`]: SIGNED_PAYLOAD,
        [`${simple}.signature: only in the kit`]: SIGNED_PAYLOAD,
        'returnedData: required in the OpenAPI only':
          'the spec does not show returnedData; a quote without it is still a quote',
        'returnedData[]: the kit takes object, the OpenAPI any':
          'the kit reads minOutputAmount from each item, so each must be an object',
        'instructions: required in the OpenAPI only':
          'the spec does not name instructions in the quote response; the kit never reads them',
        ...instructionEnums,
      },
      '400': errorBody,
      '412': {
        'authorizations: minItems 1 in the kit, none in the OpenAPI':
          'a 412 asks for authorizations to sign: one with none would leave nothing to do',
        'code: required in the OpenAPI only': 'the kit relies on authorizations only',
        'message: required in the OpenAPI only': 'the kit relies on authorizations only',
        'errors: required in the OpenAPI only': 'the kit relies on authorizations only',
      },
      '500': errorBody,
    },
  },
  {
    path: '/v1/execute',
    bodies: {
      request: executeRequestSchema,
      '200': executeResponseSchema,
      '400': errorBodySchema,
      '500': errorBodySchema,
    },
    differences: {
      request: {
        '(root): the kit keeps unknown properties, the OpenAPI refuses them': ECHOED_QUOTE,
        'mode: only in the kit': 'the request is the quote response, which carries mode (spec)',
        'returnedData: only in the kit': ECHOED_QUOTE,
        'instructions: only in the kit': ECHOED_QUOTE,
        'fee: the kit keeps unknown properties, the OpenAPI refuses them': ECHOED_QUOTE,
        'quote: the kit keeps unknown properties, the OpenAPI refuses them': ECHOED_QUOTE,
        'quote.paymentInfo: the kit keeps unknown properties, the OpenAPI refuses them':
          ECHOED_QUOTE,
        'quote.paymentInfo.eip7702Auth: the kit keeps unknown properties, the OpenAPI refuses them':
          ECHOED_QUOTE,
        'quote.userOps[]: the kit keeps unknown properties, the OpenAPI refuses them': ECHOED_QUOTE,
        'quote.userOps[].userOp: the kit keeps unknown properties, the OpenAPI refuses them':
          ECHOED_QUOTE,
        'quote.userOps[].eip7702Auth: the kit keeps unknown properties, the OpenAPI refuses them':
          ECHOED_QUOTE,
        'quote.fundingTokens[]: the kit keeps unknown properties, the OpenAPI refuses them':
          ECHOED_QUOTE,
        ...eip7702Auth,
        [`${permit}: the kit keeps unknown properties, the OpenAPI refuses them`]: ECHOED_QUOTE,
        [`${permit}.signablePayload: the kit keeps unknown properties, the OpenAPI refuses them`]:
          ECHOED_QUOTE,
        [`${permit}.signablePayload.domain: the kit keeps unknown properties, the OpenAPI refuses them`]:
          ECHOED_QUOTE,
        [`${permit}.signablePayload.types.*[]: the kit keeps unknown properties, the OpenAPI refuses them`]:
          ECHOED_QUOTE,
        [`${permit}.metadata: required in the OpenAPI only`]: PERMIT_METADATA,
        [`${permit}.metadata: the kit keeps unknown properties, the OpenAPI refuses them`]:
          ECHOED_QUOTE,
        [`${onchain}: the kit keeps unknown properties, the OpenAPI refuses them`]: ECHOED_QUOTE,
        [`${simple}: the kit keeps unknown properties, the OpenAPI refuses them`]: ECHOED_QUOTE,
        [`${simple}.message: the kit keeps unknown properties, the OpenAPI refuses them`]:
          ECHOED_QUOTE,
      },
      '200': {},
      '400': errorBody,
      '500': errorBody,
    },
  },
  {
    path: '/v1/mee/orchestrator',
    bodies: {
      request: orchestratorRequestSchema,
      '200': orchestratorResponseSchema,
      '400': errorBodySchema,
      '500': errorBodySchema,
    },
    differences: {
      request: {
        'chains: required in the OpenAPI only':
          'the upgrade asks with ownerAddress alone to look up legacy deployments',
        'chains: maxItems 30 in the kit, none in the OpenAPI': LIST_LIMIT,
      },
      '200': {
        '<object with deployments, upgradedAddresses>: only the kit accepts this option':
          'the upgrade lookup (a request without chains) answers with deployments',
      },
      '400': errorBody,
      '500': errorBody,
    },
  },
  {
    path: '/v1/instructions/build-ccip',
    bodies: {
      request: buildCcipRequestSchema,
      '200': buildCcipResponseSchema,
      '400': errorBodySchema,
      '500': errorBodySchema,
    },
    differences: {
      request: {
        'amount<string>: the kit takes string, the OpenAPI any': AMOUNT_ANY,
        'amount<type=runtimeErc20Balance>.tokenAddress: the kit takes string, the OpenAPI any':
          TOKEN_ANY,
      },
      '200': instructionEnums,
      '400': errorBody,
      '500': errorBody,
    },
  },
]

/** OpenAPI endpoints the kit does not implement, and why. */
const notImplemented = {
  '/v1/instructions/hyperliquid/deposit': 'not in the spec (docs/spec/supertransaction-api.md)',
}

function differencesOf(path: string, part: Part, schema: z.ZodMiniType): string[] {
  const kit = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>
  const openapi = openapiSchema(path, part) as Record<string, unknown>
  // A response may grow fields, so the kit keeps unknown ones in every response: only a request's
  // openness is compared.
  return compareShapes(kit, openapi, { openness: part === 'request', integers: false })
}

describe("the kit's schemas as JSON Schema against the OpenAPI document", () => {
  for (const { path, bodies, differences } of endpoints) {
    for (const [part, schema] of Object.entries(bodies) as [Part, z.ZodMiniType][]) {
      it(`POST ${path} ${part}: every difference is listed, and every listed one is there`, () => {
        const found = differencesOf(path, part, schema)
        const listed = Object.keys(differences[part] ?? {})
        expect({
          unlisted: found.filter((line) => !listed.includes(line)),
          gone: listed.filter((line) => !found.includes(line)),
        }).toEqual({ unlisted: [], gone: [] })
      })
    }
  }

  it('covers every body of every OpenAPI endpoint, or says why not', () => {
    const file = resolve(import.meta.dirname, '../../../docs/spec/supertransaction-api.openapi.yml')
    const doc = parse(readFileSync(file, 'utf8'), { uniqueKeys: false }) as {
      paths: Record<string, { post: { requestBody?: unknown; responses: object } }>
    }
    const documented = Object.entries(doc.paths).flatMap(([path, { post }]) =>
      path in notImplemented
        ? []
        : [
            ...(post.requestBody ? [`${path} request`] : []),
            ...Object.keys(post.responses).map((status) => `${path} ${status}`),
          ],
    )
    const compared = endpoints.flatMap(({ path, bodies }) =>
      Object.keys(bodies).map((part) => `${path} ${part}`),
    )
    expect(compared.sort()).toEqual(documented.sort())
  })
})
