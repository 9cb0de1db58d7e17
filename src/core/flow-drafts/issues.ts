// Why a draft's field is invalid, as a code and its values: the core words it in English
// (`FlowDraftIssue.message`), an app or the components word it in any language from the same code.

/** The values each issue code carries. */
export type FlowIssueParams = {
  required: Record<string, never>
  chainRequired: Record<string, never>
  chainId: Record<string, never>
  signatureRequired: Record<string, never>
  notAFunction: Record<string, never>
  /** `reason`: the parser's own words (English). */
  invalidSignature: { reason: string }
  number: Record<string, never>
  nonNegativeNumber: Record<string, never>
  wholeBaseUnits: Record<string, never>
  tooManyDecimals: { decimals: number }
  /** `type`: the integer type, e.g. `uint8`. */
  outOfRange: { type: string }
  address: Record<string, never>
  /** `checksummed`: the address in its EIP-55 form. */
  checksum: { checksummed: string }
  hex: Record<string, never>
  wholeBytes: Record<string, never>
  bytesLength: { size: number; got: number }
  slippage: Record<string, never>
  list: { type: string }
  listLength: { length: number }
  runtimeSigned: { type: string }
  numberType: { type: string }
  bool: Record<string, never>
  valueType: { type: string }
  unsupportedType: { type: string }
  /** Any other rule of the API's schema; `detail` is its English predicate. */
  invalid: { detail: string }
  tooManyFlows: { max: number; got: number }
  noFlows: Record<string, never>
}

export type FlowIssueCode = keyof FlowIssueParams

/** One problem: its code and the values its sentence needs. */
export type FlowIssueProblem = {
  [code in FlowIssueCode]: { code: code; params: FlowIssueParams[code] }
}[FlowIssueCode]

const EXAMPLE = 'e.g. function transfer(address to, uint256 amount)'

/**
 * The English predicate of each code, after the field's name ("Amount" + "is required"); the two
 * list-wide codes (`tooManyFlows`, `noFlows`) are whole sentences.
 */
export const flowIssuePredicates: {
  [code in FlowIssueCode]: (params: FlowIssueParams[code]) => string
} = {
  required: () => 'is required',
  chainRequired: () => 'is required: pick a chain',
  chainId: () => 'must be a chain id (a positive whole number)',
  signatureRequired: () => `is required, ${EXAMPLE}`,
  notAFunction: () => `must declare a function, ${EXAMPLE}`,
  invalidSignature: ({ reason }) =>
    `is not a valid Solidity function declaration (${reason}), ${EXAMPLE}`,
  number: () => 'must be a number, e.g. 1.5 or -2',
  nonNegativeNumber: () => 'must be a non-negative number, e.g. 1.5 (no minus sign, no letters)',
  wholeBaseUnits: () =>
    'must be a whole number of base units (pick the decimals to type a decimal amount)',
  tooManyDecimals: ({ decimals }) => `has more than ${decimals} decimal places`,
  outOfRange: ({ type }) => `does not fit in a ${type}`,
  address: () => 'must be a 0x-prefixed 20-byte hex address (0x followed by 40 hex characters)',
  checksum: ({ checksummed }) =>
    `must be a checksummed address: its letter case does not match the EIP-55 checksum (write ${checksummed}, or all lowercase)`,
  hex: () => 'must be 0x-prefixed hex (0x followed by hex characters only)',
  wholeBytes: () => 'must have an even number of hex characters (whole bytes)',
  bytesLength: ({ size, got }) =>
    `must be exactly ${size} bytes: 0x followed by ${size * 2} hex characters (got ${got} bytes)`,
  slippage: () => 'must be a percentage from 0 to 100, e.g. 0.5',
  list: ({ type }) => `must be a list of ${type} values`,
  listLength: ({ length }) => `must have exactly ${length} items`,
  runtimeSigned: ({ type }) => `cannot be a runtime balance (it is a ${type})`,
  numberType: ({ type }) => `must be a ${type} number`,
  bool: () => 'must be true or false',
  valueType: ({ type }) => `must be a ${type} value`,
  unsupportedType: ({ type }) =>
    `has the type ${type}, which the builder cannot edit; use a build-raw flow`,
  invalid: ({ detail }) => detail,
  tooManyFlows: ({ max, got }) =>
    `A supertransaction holds at most ${max} flows (got ${got}); remove ${got - max}.`,
  noFlows: () => 'Add at least one flow.',
}

/** The English predicate of a problem. */
export function flowIssuePredicate(problem: FlowIssueProblem): string {
  return (flowIssuePredicates[problem.code] as (params: unknown) => string)(problem.params)
}

/** A failed parse: the problem, and its English predicate as `message`. */
export type ParseFailure = FlowIssueProblem & { ok: false; message: string }

export function failure<code extends FlowIssueCode>(
  code: code,
  ...params: FlowIssueParams[code] extends Record<string, never> ? [] : [FlowIssueParams[code]]
): ParseFailure {
  const problem = { code, params: params[0] ?? {} } as FlowIssueProblem
  return { ok: false, ...problem, message: flowIssuePredicate(problem) }
}
