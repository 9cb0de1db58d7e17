'use client'
import { describeOperations } from '../../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import type { QuoteCheck } from '../../../core/supertransaction/types.js'
import { quoteSummaryMessages } from '../../i18n/messages/quote-summary.js'
import { describeStep, stepAddresses } from '../../ui/describe-operation.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useStepContext } from '../../ui/useOperationTexts.js'
import { useOperationTokens } from '../../ui/useOperationTokens.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { AddressesInFull } from '../parts/AddressesInFull.js'
import { groupByChain } from '../parts/group-by-chain.js'
import { chainOfFlow, describeFlow } from './describeFlow.js'

/**
 * Each chain's operations in words: read back from the ops where every one can be (the devnet's
 * encoding), else what the request's flows on that chain do, else "Operation n".
 */
export function QuoteOperations({
  quote,
  composeFlows,
  check,
}: {
  quote: QuoteResponse
  composeFlows: readonly { type: string; data: object }[]
  /** The checks before signing: a fee they proved is named where the first operation pays it. */
  check?: QuoteCheck | undefined
}) {
  const { locale, tokenList } = useSupertxUi()
  const chains = useChainInfo()
  const m = useMessages('quoteSummary', quoteSummaryMessages)
  const onchainToken = useOperationTokens(quote)
  const contextOf = useStepContext(onchainToken)
  // What the request's flows do, by the chain they run on: shown for that chain's operations.
  const flowsByChain = new Map<number, string[]>()
  for (const flow of composeFlows as readonly { type: string; data: Record<string, unknown> }[]) {
    const chainId = chainOfFlow(flow)
    const said = describeFlow(flow, { tokenList, locale, chainName: chains.name, m })
    if (chainId === undefined || !said) continue
    flowsByChain.set(chainId, [...(flowsByChain.get(chainId) ?? []), said])
  }
  const ops = quote.quote.userOps
  // What runs, read back from the ops (the devnet's encoding): preferred over the request's words.
  const described = describeOperations(quote)
  const readable = described.length > 0 && described.every((d) => d.steps !== undefined)
  const stepContext = (d: (typeof described)[number]) => contextOf(d, quote, check)
  return (
    <>
      <ul className="stx-quote-summary__chains">
        {groupByChain(ops).map(({ chainId, ops: items }) => (
          <li key={chainId} className="stx-quote-summary__chain">
            <span className="stx-quote-summary__chain-name">
              {m.onChain({ chain: chains.name(chainId) })}
            </span>
            <ul className="stx-quote-summary__ops">
              {readable &&
                items.flatMap(({ index }) => {
                  const d = described[index - 1] as (typeof described)[number]
                  return (d.steps ?? []).map((step, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an op's calls, fixed per quote
                    <li key={`${index}:${j}`} className="stx-quote-summary__op">
                      {describeStep(step, stepContext(d))}
                    </li>
                  ))
                })}
              {!readable &&
                flowsByChain.get(chainId)?.map((said, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render
                  <li key={i} className="stx-quote-summary__op">
                    {said}
                  </li>
                ))}
              {!readable &&
                (flowsByChain.has(chainId)
                  ? items.filter(({ op }) => op.isCleanUpUserOp)
                  : items
                ).map(({ op, index }) => (
                  <li key={`${index}:${op.meeUserOpHash}`} className="stx-quote-summary__op">
                    {op.isCleanUpUserOp ? m.cleanUp : m.operation({ index })}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {readable && (
        <AddressesInFull
          named={described.flatMap((d) =>
            (d.steps ?? []).flatMap((step) => stepAddresses(step, stepContext(d))),
          )}
        />
      )}
    </>
  )
}
