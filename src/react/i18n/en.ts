// English defaults, one section per component; each section lives beside its component
// (`components/<Name>/messages.ts`) and is gathered here. Other locales load on demand
// (`loadMessages`), so only English sits in the main bundle.
import { explorerLinkMessages } from '../components/ExplorerLink/messages.js'
import { routeSummaryMessages } from '../components/RouteSummary/messages.js'
import { supertxHistoryMessages } from '../components/SupertxHistory/messages.js'
import { supertxTrackerMessages } from '../components/SupertxTracker/messages.js'
import { upgradeNoticeMessages } from '../components/UpgradeNotice/messages.js'
import { commonMessages } from './common-messages.js'

export const defaultMessages = {
  common: commonMessages,
  explorerLink: explorerLinkMessages,
  routeSummary: routeSummaryMessages,
  supertxHistory: supertxHistoryMessages,
  supertxTracker: supertxTrackerMessages,
  upgradeNotice: upgradeNoticeMessages,
}
