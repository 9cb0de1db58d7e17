import type { ExplorerAddress, ExplorerTransaction } from '../../service/explorer.js'
import { escapeHtml as e } from './escape-html.js'
import { badge, page } from './render-details-page.js'

// A chain's pages on the devnet explorer, at the chain's `blockExplorers` URL
// (`{explorerUrl}/chains/<chainId>`): `/tx/<hash>` and `/address/<address>`, as wallets and the
// kit's links expect. Every value is escaped.

const addressLink = (chainId: number, address: string, name?: string) =>
  `<a href="/chains/${e(chainId)}/address/${e(address)}"><code>${e(address)}</code></a>${name ? ` <span class="muted">(${e(name)})</span>` : ''}`

const row = (label: string, value: string) => `<tr><th>${e(label)}</th><td>${value}</td></tr>`

/** A transaction: status, block, sender, target, ETH value, gas, and the devnet tokens it moved. */
export function renderTransactionPage(view: ExplorerTransaction): string {
  const transfers = view.transfers
    .map(
      (t) =>
        `<tr><td>${e(t.amount)} ${e(t.token)}</td><td>${addressLink(view.chainId, t.from)}</td><td>${addressLink(view.chainId, t.to)}</td></tr>`,
    )
    .join('\n')
  const body = `<h1>Transaction ${badge(view.status)}</h1>
<p><code>${e(view.hash)}</code></p>
<p class="muted">${e(view.chainName)} (${e(view.chainId)}) · supertx-kit devnet explorer</p>
<table><tbody>
${row('Block', view.blockNumber ? e(view.blockNumber) : '<span class="muted">not mined yet</span>')}
${row('From', addressLink(view.chainId, view.from))}
${row('To', view.to ? addressLink(view.chainId, view.to, view.toName) : '<span class="muted">a contract creation</span>')}
${row('Value', `${e(view.value)} ETH`)}
${row('Gas used', view.gasUsed ? e(view.gasUsed) : '<span class="muted">not mined yet</span>')}
</tbody></table>
<h2>Token transfers</h2>
<table><thead><tr><th>Amount</th><th>From</th><th>To</th></tr></thead>
<tbody>${transfers || '<tr><td colspan="3" class="muted">No devnet token moved.</td></tr>'}</tbody></table>`
  return page(
    `Transaction ${view.hash.slice(0, 10)}… · ${view.chainName}`,
    body,
    view.status === 'pending',
  )
}

/** An address: what it is, its ETH and devnet token balances, its nonce. */
export function renderAddressPage(view: ExplorerAddress): string {
  const tokens = view.tokens.map((t) => row(t.symbol, e(t.amount))).join('\n')
  const body = `<h1>${view.name ? e(view.name) : view.kind === 'contract' ? 'Contract' : 'Account'}</h1>
<p><code>${e(view.address)}</code></p>
<p class="muted">${e(view.chainName)} (${e(view.chainId)}) · ${e(view.kind)} · supertx-kit devnet explorer</p>
<table><tbody>
${row('ETH', e(view.eth))}
${tokens}
${row('Nonce', e(view.nonce))}
</tbody></table>`
  return page(`${view.address.slice(0, 10)}… · ${view.chainName}`, body, false)
}
