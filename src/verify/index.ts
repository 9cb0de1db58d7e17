// supertx-kit/verify: the checks signPayloads runs before the first wallet request, for an app
// that signs quotes its own way (a server, another wallet library). Its own entry, not part of
// supertx-kit/core: signPayloads loads these on first use, and a bundler that saw them exported
// from the core entry would load them up front in every app that imports from it.
export {
  type VerifyQuoteErrorType,
  type VerifyQuoteParameters,
  type VerifyQuoteReturnType,
  verifyQuote,
} from '../core/actions/verifyQuote.js'
