// What `loadSigning` loads: one chunk for everything that asks the wallet to sign or send, with
// the checks before signing (`verifyQuote`) that run before any of it.
export { planAccountFunding, sendAccountFunding } from './account-funding.js'
export { prepareQuoteAuthorizations } from './prepareQuoteAuthorizations.js'
export { signAuthorizations } from './signAuthorizations.js'
export { checkQuote, signPayloads } from './signPayloads.js'
