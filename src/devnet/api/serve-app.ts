import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { ApiPortInUseError } from '../chains/errors.js'

export type ServeAppParameters = {
  fetch: (request: Request) => Response | Promise<Response>
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
}

export type ServeAppReturnType = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  port: number
  /** Closes the server and every open connection (keep-alive ones too); safe to call twice. */
  close: () => Promise<void>
}

/**
 * Serves a fetch handler on 127.0.0.1 only and resolves once it listens, so the URL (and a port
 * picked by the OS) is known before anything else starts.
 */
export async function serveApp(parameters: ServeAppParameters): Promise<ServeAppReturnType> {
  const { fetch, port = 0 } = parameters
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch, hostname: '127.0.0.1', port }, () => resolve(started as Server))
    started.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new ApiPortInUseError({ port, cause: error }) : error),
    )
  })
  const actualPort = (server.address() as AddressInfo).port
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      // Keep-alive sockets (fetch keeps them open) would hold close() open otherwise.
      server.closeAllConnections()
    })
    return closing
  }
  return { url: `http://127.0.0.1:${actualPort}`, port: actualPort, close }
}
