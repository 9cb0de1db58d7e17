// What `loadSigning` loads: one chunk for everything that asks the wallet to sign or send (and
// the loader of the checks before signing, which `preloadSigning` starts next).
export { loadChecks } from '../actions/load-checks.js'
export { planAccountFunding, sendAccountFunding } from './account-funding.js'
export { prepareQuoteAuthorizations } from './prepareQuoteAuthorizations.js'
export { signAuthorizations } from './signAuthorizations.js'
export { checkQuote, signPayloads } from './signPayloads.js'
