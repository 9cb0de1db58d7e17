'use client'
// A form issue in the user's words, from its code and the form's tokens and chains.
import type { SupertxFormMessages } from '../../i18n/messages/supertx-form.js'
import type { StepDraft } from './form-draft.js'
import type { FormIssue, UseSupertxFormReturnType } from './useSupertxForm.js'

export type IssueSentenceContext = {
  m: SupertxFormMessages
  chainName: (chainId: number) => string
  amountOf: (amount: bigint, chainId: number, token: string) => { amount: string; symbol: string }
  draft: StepDraft
  form: UseSupertxFormReturnType
  index: number
}

export function issueSentence(issue: FormIssue, ctx: IssueSentenceContext): string {
  const { m, chainName, amountOf, draft, form } = ctx
  const w = m.issues
  const symbolOf = (chainId: number | undefined, token: string | undefined) =>
    chainId !== undefined && token
      ? (form.tokenOf(chainId, token as `0x${string}`)?.symbol ?? '')
      : ''
  switch (issue.code) {
    case 'required': {
      const labels = {
        chain: draft.kind === 'bridge' ? m.fromChain : m.chain,
        toChain: m.toChain,
        token: draft.kind === 'swap' ? m.fromToken : m.token,
        toToken: m.toToken,
        amount: m.amount,
        recipient: m.recipient,
        slippage: m.slippage,
      }
      return w.required({ field: labels[issue.field] })
    }
    case 'amountInvalid':
      return w.amountInvalid
    case 'zero':
    case 'zeroAmount':
      return w.zero
    case 'tooManyDecimals':
      return w.tooManyDecimals({
        decimals: issue.decimals,
        symbol: symbolOf(draft.chainId, draft.token),
      })
    case 'unknownDecimals':
      return w.unknownDecimals
    case 'recipientInvalid':
      return w.recipientInvalid
    case 'recipientChecksum':
      return w.recipientChecksum
    case 'ensUnavailable':
      return w.ensUnavailable({
        name: issue.name,
        chain: draft.chainId === undefined ? '' : chainName(draft.chainId),
      })
    case 'ensNotFound':
      return w.ensNotFound({ name: issue.name })
    case 'ensResolving':
      return m.ensResolving({ name: issue.name })
    case 'slippageInvalid':
      return w.slippageInvalid
    case 'sameToken':
      return w.sameToken
    case 'sameChain':
      return w.sameChain
    case 'noTwin':
      return w.noTwin({
        symbol: symbolOf(draft.chainId, draft.token),
        chain: draft.toChainId === undefined ? '' : chainName(draft.toChainId),
      })
    case 'previousNone':
    case 'noPrevious':
      return w.previousNone
    case 'previousGivesNothing':
      return w.previousGivesNothing
    case 'previousMismatch':
      return w.previousMismatch({
        symbol: symbolOf(issue.expected.chainId, issue.expected.token),
        chain: chainName(issue.expected.chainId),
      })
    case 'previousNotQuoted': {
      const error = form.routeError(ctx.index - 1)
      return error
        ? w.previousNotQuotedFailed({
            reason: error instanceof Error ? error.message : String(error),
          })
        : w.previousNotQuoted
    }
    case 'insufficient': {
      const have = amountOf(issue.balance, issue.chainId, issue.token)
      const needed = amountOf(issue.needed, issue.chainId, issue.token)
      return w.insufficient({
        amount: have.amount,
        symbol: have.symbol,
        chain: chainName(issue.chainId),
        needed: needed.amount,
      })
    }
  }
}
