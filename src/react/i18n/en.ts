'use client'
// English defaults, one section per component; each section lives beside its component
// (`components/<Name>/messages.ts`) and is gathered here for the types (`SupertxMessages`) and the
// locale tests. The kit's runtime never imports this table: each component lays the provider's
// words over its own section (`useMessages`), so an app ships the English of the components it
// renders only. Other locales load on demand (`locales/<tag>.ts` through `loadMessages`).
import { explorerLinkMessages } from '../components/ExplorerLink/messages.js'
import { feeTokenSelectMessages } from '../components/FeeTokenSelect/messages.js'
import { flowBuilderMessages } from '../components/FlowBuilder/messages.js'
import { quoteSummaryMessages } from '../components/QuoteSummary/messages.js'
import { routeSummaryMessages } from '../components/RouteSummary/messages.js'
import { signingStepsMessages } from '../components/SigningSteps/messages.js'
import { supertransactionMessages } from '../components/Supertransaction/messages.js'
import { supertxButtonMessages } from '../components/SupertxButton/messages.js'
import { supertxHistoryMessages } from '../components/SupertxHistory/messages.js'
import { supertxTrackerMessages } from '../components/SupertxTracker/messages.js'
import { upgradeNoticeMessages } from '../components/UpgradeNotice/messages.js'
import { commonMessages } from './common-messages.js'
import { errorMessages } from './error-messages.js'

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
  signingSteps: signingStepsMessages,
  flowBuilder: flowBuilderMessages,
}
