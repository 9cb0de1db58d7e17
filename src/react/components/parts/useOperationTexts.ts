'use client'
import { useMemo } from 'react'
import { describeOperations } from '../../../core/operations/describeOperations.js'
import type { QuoteResponse } from '../../../core/schemas/quote-response.js'
import { commonMessages } from '../../i18n/common-messages.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useMessages } from '../../ui/useMessages.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { describeStep } from './describe-operation.js'

/**
 * Per user operation of `quote`, what it does in words (its steps joined), the same words as the
 * review: for the tracker's and the history's "Operation 1: Send 1.5 USDC to 0xa0Ee…9720".
 * `undefined` without a quote or for an operation the kit cannot read.
 */
export function useOperationTexts(quote: QuoteResponse | undefined): (string | undefined)[] {
  const { tokenList, locale } = useSupertxUi()
  const chains = useChainInfo()
  const common = useMessages('common', commonMessages)
  return useMemo(() => {
    if (!quote) return []
    return describeOperations(quote).map((d) =>
      d.steps?.length
        ? d.steps
            .map((step) =>
              describeStep(step, {
                chainId: d.chainId,
                sender: d.sender,
                owner: quote.ownerAddress,
                tokenList,
                locale,
                chainName: chains.name,
                m: common.operations,
              }),
            )
            .join('; ')
        : undefined,
    )
  }, [quote, tokenList, locale, chains.name, common.operations])
}
