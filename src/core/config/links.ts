/** Host names that always mean this machine, as `URL#hostname` writes them. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether `hostname` (as `URL#hostname` gives it) is this machine: localhost, 127.0.0.1 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase())
}

/**
 * Why `url` may not be the base of a link the kit renders, or undefined when it may: an `https:`
 * URL, `http:` on this machine (a devnet), or a path on the page's own origin (`/explorer`).
 * Anything else (`javascript:`, `data:`, plain `http:` to another host) could run script or send
 * the user to a page an attacker controls.
 */
export function linkProblem(url: string): string | undefined {
  if (/^\/(?![/\\])/.test(url)) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a URL'
  }
  if (parsed.protocol === 'https:') return undefined
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return undefined
  return `must be an https: URL, or http: on localhost, 127.0.0.1 or [::1] (got ${parsed.protocol}//${parsed.host})`
}
