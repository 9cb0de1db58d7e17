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
import type { PostEndpoint } from './post.js'

// The POST endpoints of the spec ("Endpoints"), one constant each: an action imports only its own,
// so a bundler leaves the other endpoints' schemas out of an app that does not call them.
export const quoteEndpoint = {
  path: '/v1/quote',
  request: quoteRequestSchema,
  response: quoteResponseSchema,
} as const satisfies PostEndpoint
export const executeEndpoint = {
  path: '/v1/execute',
  request: executeRequestSchema,
  response: executeResponseSchema,
} as const satisfies PostEndpoint
export const meeExecuteEndpoint = {
  path: '/v1/mee/execute',
  request: executeRequestSchema,
  response: executeResponseSchema,
} as const satisfies PostEndpoint
export const orchestratorEndpoint = {
  path: '/v1/mee/orchestrator',
  request: orchestratorRequestSchema,
  response: orchestratorResponseSchema,
} as const satisfies PostEndpoint
export const prepare7702Endpoint = {
  path: '/v1/mee/prepare7702',
  request: prepare7702RequestSchema,
  response: prepare7702ResponseSchema,
} as const satisfies PostEndpoint
export const upgradeEndpoint = {
  path: '/v1/mee/upgrade',
  request: upgradeRequestSchema,
  response: upgradeResponseSchema,
} as const satisfies PostEndpoint
export const buildInstructionsEndpoint = {
  path: '/v1/instructions/build',
  request: buildInstructionsRequestSchema,
  response: buildInstructionsResponseSchema,
} as const satisfies PostEndpoint
export const buildCcipEndpoint = {
  path: '/v1/instructions/build-ccip',
  request: buildCcipRequestSchema,
  response: buildCcipResponseSchema,
} as const satisfies PostEndpoint
export const intentSimpleEndpoint = {
  path: '/v1/instructions/intent-simple',
  request: intentSimpleRequestSchema,
  response: intentSimpleResponseSchema,
} as const satisfies PostEndpoint

/** Every POST endpoint, by client method name. */
export const postEndpoints = {
  quote: quoteEndpoint,
  execute: executeEndpoint,
  meeExecute: meeExecuteEndpoint,
  orchestrator: orchestratorEndpoint,
  prepare7702: prepare7702Endpoint,
  upgrade: upgradeEndpoint,
  buildInstructions: buildInstructionsEndpoint,
  buildCcip: buildCcipEndpoint,
  intentSimple: intentSimpleEndpoint,
} as const

export type PostEndpoints = typeof postEndpoints
export type PostMethodName = keyof PostEndpoints
/** What a method accepts: the request schema's input (defaults may be left out). */
export type PostParameters<name extends PostMethodName> = z.input<PostEndpoints[name]['request']>
/** What a method resolves to: the response schema's output. */
export type PostReturnType<name extends PostMethodName> = z.output<PostEndpoints[name]['response']>
