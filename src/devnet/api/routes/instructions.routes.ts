import {
  buildCcipRequestSchema,
  buildInstructionsRequestSchema,
} from '../../../core/schemas/instructions.js'
import { intentSimpleRequestSchema } from '../../../core/schemas/intent.js'
import { postRoute } from './post-route.js'
import type { Route } from './route.js'

export const instructionsRoutes: Route[] = [
  postRoute(
    '/v1/instructions/build',
    'Build composable instructions from a function signature and args',
    buildInstructionsRequestSchema,
    (service, body) => service.buildInstructions(body),
  ),
  postRoute(
    '/v1/instructions/build-ccip',
    'Build bridge instructions (the devnet bridge stands in for CCIP)',
    buildCcipRequestSchema,
    (service, body) => service.buildCcip(body),
  ),
  postRoute(
    '/v1/instructions/intent-simple',
    'Build a cross-chain swap route',
    intentSimpleRequestSchema,
    (service, body) => service.intentSimple(body),
  ),
]
