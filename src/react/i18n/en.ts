'use client'
import { commonMessages } from './common-messages.js'
import { errorMessages } from './error-messages.js'
// English defaults, one section per component; each section lives beside its component
// (`components/<Name>/messages.ts`) and is gathered here for the types (`SupertxMessages`) and the
// locale tests. The kit's runtime never imports this table: each component lays the provider's
// words over its own section (`useMessages`), so an app ships the English of the components it
// renders only. Other locales load on demand (`locales/<tag>.ts` through `loadMessages`).
import { balanceChangesMessages } from './messages/balance-changes.js'
import { explorerLinkMessages } from './messages/explorer-link.js'
import { feeTokenSelectMessages } from './messages/fee-token-select.js'
import { flowBuilderMessages } from './messages/flow-builder.js'
import { quoteSummaryMessages } from './messages/quote-summary.js'
import { routeSummaryMessages } from './messages/route-summary.js'
import { signingStepsMessages } from './messages/signing-steps.js'
import { supertransactionMessages } from './messages/supertransaction.js'
import { supertxButtonMessages } from './messages/supertx-button.js'
import { supertxFormMessages } from './messages/supertx-form.js'
import { supertxHistoryMessages } from './messages/supertx-history.js'
import { supertxTrackerMessages } from './messages/supertx-tracker.js'
import { upgradeNoticeMessages } from './messages/upgrade-notice.js'

export const defaultMessages = {
  common: commonMessages,
  explorerLink: explorerLinkMessages,
  routeSummary: routeSummaryMessages,
  supertxHistory: supertxHistoryMessages,
  supertxTracker: supertxTrackerMessages,
  upgradeNotice: upgradeNoticeMessages,
  errors: errorMessages,
  supertransaction: supertransactionMessages,
  supertxButton: supertxButtonMessages,
  feeTokenSelect: feeTokenSelectMessages,
  quoteSummary: quoteSummaryMessages,
  balanceChanges: balanceChangesMessages,
  signingSteps: signingStepsMessages,
  flowBuilder: flowBuilderMessages,
  supertxForm: supertxFormMessages,
}
