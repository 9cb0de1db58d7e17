import { formatUnits } from 'viem'
import type { DevnetTransaction, DevnetTransfer } from '../../service/types.js'
import { escapeHtml as e } from './escape-html.js'
import { badge, page } from './render-details-page.js'

function amount(transfer: DevnetTransfer): string {
  return transfer.decimals === undefined
    ? `${transfer.amount} (base units)`
    : `${formatUnits(transfer.amount, transfer.decimals)} ${transfer.symbol ?? ''}`.trim()
}

function transferRow(transfer: DevnetTransfer): string {
  return `<tr>
<td>${e(amount(transfer))}</td>
<td><code>${e(transfer.token)}</code></td>
<td><code>${e(transfer.from)}</code></td>
<td><code>${e(transfer.to)}</code></td>
</tr>`
}

/**
 * The devnet explorer's page for one transaction on one of its chains (where the chains'
 * `blockExplorers` link): outcome, chain, block, sender, target, gas used and the ERC-20
 * transfers it made. Every value is escaped; refreshes itself while the transaction is pending.
 */
export function renderTransactionPage(tx: DevnetTransaction): string {
  const facts: [string, string][] = [
    ['Chain', `${e(tx.chainName)} (${e(tx.chainId)})`],
    ['Block', tx.blockNumber === undefined ? 'not mined yet' : e(tx.blockNumber)],
    ['From', `<code>${e(tx.from)}</code>`],
    ['To', tx.to ? `<code>${e(tx.to)}</code>` : 'a contract creation'],
    ...(tx.gasUsed === undefined ? [] : [['Gas used', e(tx.gasUsed)] as [string, string]]),
  ]
  const rows = tx.transfers.map(transferRow).join('\n')
  const body = `<h1>Transaction ${badge(tx.status)}</h1>
<p><code>${e(tx.hash)}</code></p>
<p class="muted">supertx-kit devnet explorer${tx.status === 'pending' ? ' · refreshing while pending' : ''}</p>
<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>
<h2>Token transfers</h2>
<table><thead><tr><th>Amount</th><th>Token</th><th>From</th><th>To</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4" class="muted">No ERC-20 transfers.</td></tr>'}</tbody></table>`
  return page(`Transaction ${tx.hash.slice(0, 10)}… · devnet`, body, tx.status === 'pending')
}
