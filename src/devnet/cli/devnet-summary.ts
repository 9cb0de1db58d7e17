import type { StartDevnetParameters, StartDevnetReturnType } from '../start-devnet.js'

/** Who may call the devnet, as the summary says it. */
function callers(options: Pick<StartDevnetParameters, 'allowedOrigins' | 'allowedHosts'>): string {
  const pages =
    options.allowedOrigins === '*'
      ? 'every web page'
      : ['pages on localhost, 127.0.0.1, [::1]', ...(options.allowedOrigins ?? [])].join(', ')
  const hosts = options.allowedHosts === '*' ? '; any Host' : ''
  return `${pages}${hosts}   (--allow-origin to widen)`
}

/** What `supertx-kit devnet` prints once the devnet runs: everything a dApp or a test needs. */
export function devnetSummary(
  devnet: StartDevnetReturnType,
  infoFile?: string,
  access: Pick<StartDevnetParameters, 'allowedOrigins' | 'allowedHosts'> = {},
): string {
  const lines = [
    'supertx-kit devnet is running (local only; test keys and test funds, nothing real).',
    '',
    `  API base URL  ${devnet.apiUrl}`,
    `  API key       ${devnet.apiKey}   (send it as X-API-Key)`,
    `  Explorer      ${devnet.explorerUrl}/details/<supertxHash>`,
    `  Callers       ${callers(access)}`,
    "  Encoding      nexus   (the real service's: Nexus accounts behind EntryPoint v0.7)",
    ...(devnet.state
      ? [
          `  State         ${devnet.state.dir}   (${devnet.state.restored ? 'restored from the last run' : 'new; kept for the next run'})`,
        ]
      : []),
    ...(infoFile ? [`  Description   ${infoFile}   (for fetchDevnet; removed on stop)`] : []),
    '',
    '  Chains',
  ]
  for (const chain of devnet.chains) {
    lines.push(`    ${chain.id}  ${chain.rpcUrls.default.http[0]}`)
    const deployment = devnet.deployments[chain.id]
    if (!deployment) continue
    for (const token of Object.values(deployment.tokens)) {
      const permit = token.permit ? 'EIP-2612 permit' : 'no permit'
      lines.push(
        `          ${token.symbol.padEnd(5)} ${token.address}  (${token.decimals} decimals, ${permit})`,
      )
    }
  }
  lines.push(
    '',
    "  Funded dev accounts (the public test mnemonic 'test test ... junk'; never use these keys on a real network)",
  )
  for (const [index, account] of devnet.accounts.entries())
    lines.push(`    [${index}] ${account.address}  ${account.privateKey}`)
  lines.push('', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}
