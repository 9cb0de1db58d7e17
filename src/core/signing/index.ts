// What `loadSigning` loads: one chunk for everything that asks the wallet to sign or send.
export { planAccountFunding, sendAccountFunding } from './account-funding.js'
export { prepareQuoteAuthorizations } from './prepareQuoteAuthorizations.js'
export { signAuthorizations } from './signAuthorizations.js'
export { signPayloads } from './signPayloads.js'
