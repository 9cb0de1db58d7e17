import { chainExplorerRoutes } from './chain-explorer.routes.js'
import { detailsRoutes } from './details.routes.js'
import { devRoutes } from './dev.routes.js'
import { executeRoutes } from './execute.routes.js'
import { explorerRoutes } from './explorer.routes.js'
import { instructionsRoutes } from './instructions.routes.js'
import { meeRoutes } from './mee.routes.js'
import { quoteRoutes } from './quote.routes.js'
import type { Route } from './route.js'
import { rpcRoutes } from './rpc.routes.js'

/** Every endpoint the devnet serves, in the order the index lists them. */
export const allRoutes: readonly Route[] = [
  ...quoteRoutes,
  ...executeRoutes,
  ...meeRoutes,
  ...instructionsRoutes,
  ...explorerRoutes,
  ...detailsRoutes,
  ...chainExplorerRoutes,
  ...rpcRoutes,
  ...devRoutes,
]
