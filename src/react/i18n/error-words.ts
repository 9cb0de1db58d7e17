'use client'
// The kit's components load this module on first use (`loadErrorWords`), never statically: the
// English error sentences and the logic that picks one, which no first paint needs (an error
// comes after a network round trip at the earliest).
export { classifyError, describeError, describeTokenRevert } from './describe-error.js'
export { errorMessages } from './error-messages.js'
