// What signPayloads loads on first use (`loadChecks`): the checks before signing. Its own module,
// re-exported by no entry, so a bundler keeps the checks out of what an app loads up front even
// where the entry `supertx-kit/core` exports verifyQuote itself.

export { quoteEncoding } from '../verify/encoding.js'
export { verifyQuote } from './verifyQuote.js'
