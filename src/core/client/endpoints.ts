import type * as z from 'zod/mini'
import { executeRequestSchema, executeResponseSchema } from '../schemas/execute.js'
import {
  buildCcipRequestSchema,
  buildCcipResponseSchema,
  buildInstructionsRequestSchema,
  buildInstructionsResponseSchema,
} from '../schemas/instructions.js'
import { intentSimpleRequestSchema, intentSimpleResponseSchema } from '../schemas/intent.js'
import { orchestratorRequestSchema, orchestratorResponseSchema } from '../schemas/orchestrator.js'
import { prepare7702RequestSchema, prepare7702ResponseSchema } from '../schemas/prepare7702.js'
import { quoteRequestSchema, quoteResponseSchema } from '../schemas/quote.js'
import { upgradeRequestSchema, upgradeResponseSchema } from '../schemas/upgrade.js'

/**
 * The POST endpoints of the API (docs/spec/supertransaction-api.md, Endpoints), by client method
 * name.
 */
export const postEndpoints = {
  quote: { path: '/v1/quote', request: quoteRequestSchema, response: quoteResponseSchema },
  execute: { path: '/v1/execute', request: executeRequestSchema, response: executeResponseSchema },
  meeExecute: {
    path: '/v1/mee/execute',
    request: executeRequestSchema,
    response: executeResponseSchema,
  },
  orchestrator: {
    path: '/v1/mee/orchestrator',
    request: orchestratorRequestSchema,
    response: orchestratorResponseSchema,
  },
  prepare7702: {
    path: '/v1/mee/prepare7702',
    request: prepare7702RequestSchema,
    response: prepare7702ResponseSchema,
  },
  upgrade: {
    path: '/v1/mee/upgrade',
    request: upgradeRequestSchema,
    response: upgradeResponseSchema,
  },
  buildInstructions: {
    path: '/v1/instructions/build',
    request: buildInstructionsRequestSchema,
    response: buildInstructionsResponseSchema,
  },
  buildCcip: {
    path: '/v1/instructions/build-ccip',
    request: buildCcipRequestSchema,
    response: buildCcipResponseSchema,
  },
  intentSimple: {
    path: '/v1/instructions/intent-simple',
    request: intentSimpleRequestSchema,
    response: intentSimpleResponseSchema,
  },
} as const satisfies Record<
  string,
  { path: `/v1/${string}`; request: z.core.$ZodType; response: z.core.$ZodType }
>

export type PostEndpoints = typeof postEndpoints
export type PostMethodName = keyof PostEndpoints
/** What a method accepts: the request schema's input (defaults may be left out). */
export type PostParameters<name extends PostMethodName> = z.input<PostEndpoints[name]['request']>
/** What a method resolves to: the response schema's output. */
export type PostReturnType<name extends PostMethodName> = z.output<PostEndpoints[name]['response']>
