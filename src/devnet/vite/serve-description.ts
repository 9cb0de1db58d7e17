import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { describeDevnet } from '../describe-devnet.js'
import type { StartDevnetReturnType } from '../start-devnet.js'

/** The hosts the dev server answers besides IP addresses and localhost (Vite's `allowedHosts`). */
export type AllowedHosts = readonly string[] | true

/**
 * Whether a request's Host may read the description, by Vite's own rule for its pages: an IP
 * address, localhost or *.localhost, or a host `allowedHosts` lists (`.example.com` includes its
 * subdomains). This handler runs before Vite's host check, and the description holds the API key,
 * so a page on another site that a DNS record points here (DNS rebinding) must not get it.
 */
export function isAllowedHost(host: string | undefined, allowedHosts: AllowedHosts): boolean {
  if (host === undefined || allowedHosts === true) return true
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '')
  if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true
  return allowedHosts.some((allowed) =>
    allowed.startsWith('.')
      ? name === allowed.slice(1) || name.endsWith(allowed)
      : name === allowed,
  )
}

/**
 * The dev server's handler of the description's path: the description once the devnet answers
 * (the page may ask while it starts), else a 503 carrying the devnet's error, which fetchDevnet
 * turns into a DevnetDescriptionError. Never cached: a restarted devnet may have new ports.
 */
export function serveDescription(
  devnet: () => Promise<StartDevnetReturnType>,
  allowedHosts: AllowedHosts,
) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const send = (status: number, body: unknown) => {
      response.statusCode = status
      response.setHeader('content-type', 'application/json')
      response.setHeader('cache-control', 'no-store')
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body))
    }
    const host = request.headers.host
    if (!isAllowedHost(host, allowedHosts)) {
      const message = `The devnet's description is not served to the host ${JSON.stringify(host)}. To allow it, add it to server.allowedHosts in vite.config.`
      return send(403, { error: { code: 'HOST_NOT_ALLOWED', message } })
    }
    devnet().then(
      (started) => send(200, describeDevnet(started)),
      (error: unknown) => {
        const { name, code, message } = (error ?? {}) as Record<string, unknown>
        send(503, { error: { name, code, message: String(message ?? error) } })
      },
    )
  }
}
