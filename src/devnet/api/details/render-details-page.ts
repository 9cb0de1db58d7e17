import type { DetailsOpView, DetailsView } from './details-view.js'
import { escapeHtml as e } from './escape-html.js'

const REFRESH_SECONDS = 2

const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1b1f24;background:#f6f7f9}
main{max-width:960px;margin:0 auto}
h1{font-size:18px;margin:0 0 4px}
code{font:12px ui-monospace,monospace;word-break:break-all}
.muted{color:#5b6470}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;font-size:12px;font-weight:600;background:#e6e8eb}
.ok{background:#d6f5dd;color:#14532d}.bad{background:#fde0e0;color:#7f1d1d}.wait{background:#fff2cc;color:#7a5400}
table{width:100%;border-collapse:collapse;margin-top:16px;background:#fff;border:1px solid #e1e4e8}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #eef0f2;vertical-align:top}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#5b6470}
.error{color:#7f1d1d;white-space:pre-wrap}
a{color:#3b3bc4}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}dt{color:#5b6470}dd{margin:0}
@media (prefers-color-scheme:dark){body{background:#0f1115;color:#e6e8eb}table{background:#161a20;border-color:#262b33}th,td{border-color:#20252c}.muted,th{color:#9aa3ad}.badge{background:#262b33}a{color:#a5a5ff}dt{color:#9aa3ad}}
`

function badgeClass(status: string): string {
  const s = status.toUpperCase()
  if (s === 'SUCCESS' || s === 'MINED_SUCCESS') return 'ok'
  if (s === 'FAILED' || s === 'MINED_FAIL' || s === 'REVERTED') return 'bad'
  return 'wait'
}

export function badge(status: string): string {
  return `<span class="badge ${badgeClass(status)}">${e(status)}</span>`
}

function opRow(op: DetailsOpView, index: number): string {
  const kind = op.isCleanUp ? ' <span class="muted">(clean-up)</span>' : ''
  return `<tr>
<td>${index + 1}${kind}</td>
<td>${e(op.chainId)}</td>
<td>${badge(op.status)}</td>
<td>${op.txHash ? `<a href="/chains/${e(op.chainId)}/tx/${e(op.txHash)}"><code>${e(op.txHash)}</code></a>` : '<span class="muted">not sent yet</span>'}</td>
<td>${op.error ? `<div class="error">${e(op.error)}</div>` : ''}${op.userOpHash ? `<div class="muted">user op <code>${e(op.userOpHash)}</code></div>` : ''}</td>
</tr>`
}

/** A self-contained explorer page: the shared style, no scripts; `refresh` reloads it every 2 s. */
export function page(title: string, body: string, refresh: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : ''}
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

/**
 * The devnet explorer's page for one supertransaction: overall status, then each user op with
 * its chain, status, transaction hash and failure reason. Self-contained (no scripts, no external
 * assets); every value is escaped; refreshes itself while the supertransaction is pending.
 */
export function renderDetailsPage(view: DetailsView): string {
  const rows = view.ops.map(opRow).join('\n')
  const body = `<h1>Supertransaction ${badge(view.status)}</h1>
<p><code>${e(view.supertxHash)}</code></p>
<p class="muted">supertx-kit devnet explorer${view.pending ? ` · refreshing every ${REFRESH_SECONDS}s while pending` : ''}</p>
<table><thead><tr><th>#</th><th>Chain</th><th>Status</th><th>Transaction</th><th>Details</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5" class="muted">No user operations.</td></tr>'}</tbody></table>`
  return page(`Supertransaction ${view.supertxHash.slice(0, 10)}… · devnet`, body, view.pending)
}

/** A small page for a hash that is malformed or unknown, so a browser shows a message, not JSON. */
export function renderDetailsMessage(title: string, message: string): string {
  return page(title, `<h1>${e(title)}</h1><p>${e(message)}</p>`, false)
}
