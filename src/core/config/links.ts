/** Whether `hostname` (as `URL#hostname` gives it) is this machine: localhost, 127.0.0.1 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname.toLowerCase())
}

/**
 * Whether `url` may start a link the kit renders: an `https:` URL, `http:` on this machine (a
 * devnet), or a path on the page's own origin (`/explorer`). Anything else (`javascript:`,
 * `data:`, plain `http:` to another host) could run script or send the user to a page an
 * attacker controls.
 */
export function isSafeLink(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname))
  } catch {
    return false
  }
}
