// This browser's supertransactions: the kit's `<SupertxHistory>` (the kit records every run in the
// config's storage), through its render prop so each row says what ran (mode, chains, the preset
// or the edited flows in a few words) and each entry's explorer link is named by its hash, keeping
// the run's own "View on explorer" link the only one of that name. A run that failed after part of
// it ran, or stopped before it ran, lists where its funds are now, per chain, as the kit's own
// history does.

import { TokenAmount } from '../../src/react/components/parts/TokenAmount.js'
import { supertxHistoryMessages } from '../../src/react/i18n/messages/supertx-history.js'
import { ExplorerLink, SupertxHistory } from '../../src/react/index.js'
import { useMessages } from '../../src/react/ui/useMessages.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { runLabel, wordRunLabel } from './run-labels.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

export function History({ devnet }: { devnet: PlaygroundDevnet }) {
  const [{ locale }] = useChoices()
  const words = useWords()
  const w = words.history
  // The status and the chains in the kit's words and the page's language, as the kit's own
  // history says them.
  const m = useMessages('supertxHistory', supertxHistoryMessages)
  const chainName = (chainId: number) =>
    devnet.chains.find((c) => c.id === chainId)?.name ?? m.unknownChain({ chainId })
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{w.heading}</h2>
      <SupertxHistory limit={20}>
        {(entries) =>
          entries.length ? (
            <ol className="history">
              {entries.map((entry) => (
                <li key={entry.supertxHash}>
                  {new Date(entry.createdAt).toLocaleTimeString(locale)} ·{' '}
                  {wordRunLabel(runLabel(entry.supertxHash) ?? '—', words)} · {entry.mode ?? '—'}
                  {entry.chainIds?.length
                    ? ` ${m.chains({ names: entry.chainIds.map(chainName).join(', ') })}`
                    : ''}{' '}
                  · <strong className={`status-${entry.status}`}>{m.status[entry.status]}</strong> ·{' '}
                  <ExplorerLink supertxHash={entry.supertxHash}>
                    {`${entry.supertxHash.slice(0, 10)}…`}
                  </ExplorerLink>
                  {entry.funds?.length ? (
                    <ul className="history-funds">
                      {entry.funds.map((funds) => (
                        <li key={`${funds.chainId}:${funds.token}:${funds.account}`}>
                          <TokenAmount
                            chainId={funds.chainId}
                            address={funds.token}
                            amount={funds.amount}
                          />{' '}
                          {entry.ownerAddress?.toLowerCase() === funds.account.toLowerCase()
                            ? m.fundsInWallet({ chain: chainName(funds.chainId) })
                            : (entry.status === 'stopped' ? m.fundsNow : m.fundsAt)({
                                account: funds.account,
                                chain: chainName(funds.chainId),
                              })}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p>{w.empty}</p>
          )
        }
      </SupertxHistory>
    </section>
  )
}
