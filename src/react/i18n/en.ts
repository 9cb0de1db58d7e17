// English defaults, one section per component; each section lives beside its component
// (`components/<Name>/messages.ts`) and is gathered here. Other locales load on demand
// (`loadMessages`), so only English sits in the main bundle.
import { flowBuilderMessages } from '../components/FlowBuilder/messages.js'
import { commonMessages } from './common-messages.js'

export const defaultMessages = {
  common: commonMessages,
  flowBuilder: flowBuilderMessages,
}
