// The issues of the whole-flow check in `validateFlowDraft`, worded here rather than by
// `toErrorEntries`, which loads on first use only (the client words with it after a failed request):
// the check runs on every change of a FlowBuilder and almost never fails, since the field parsers
// catch a draft's own fields first. What it catches is a field an app passed through
// (`passthrough`) that the API's schema refuses: its rule in the schema's words, and what it holds.
import type * as z from 'zod/mini'
import {
  describeValue,
  expectedType,
  fieldLabel,
  hasKey,
  valueAt,
} from '../schemas/format-helpers.js'
import { DEFAULT_MESSAGE } from '../schemas/safe-parse.js'

/** One refused field: its path in the flow (`data.gasLimit`) and the sentence that names it. */
export type WholeFlowIssue = { path: PropertyKey[]; sentence: string }

/** The rule an issue breaks, as toErrorEntries words it for the issues a passthrough field raises. */
function rule(issue: z.core.$ZodIssue, value: unknown): string {
  const own = issue.message === DEFAULT_MESSAGE ? undefined : issue.message
  const got = ` (got ${describeValue(value)})`
  if (issue.code === 'invalid_type')
    return `${own ?? `must be ${expectedType(issue.expected)}`}${got}`
  if (issue.code === 'invalid_format' || issue.code === 'invalid_value')
    return `${own ?? 'is not an allowed value'}${got}`
  return own ?? 'is invalid'
}

/** Each issue of the flow's parse as a sentence; each unknown key is one of its own. */
export function wholeFlowIssues(issues: readonly z.core.$ZodIssue[], flow: unknown) {
  return issues.flatMap((issue): WholeFlowIssue[] => {
    const { path } = issue
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        path: [...path, key],
        sentence: `${fieldLabel([...path, key])} is not a field of this object; remove it (extra properties are not allowed here)`,
      }))
    const label = fieldLabel(path)
    if (!hasKey(flow, path)) return [{ path, sentence: `${label} is required` }]
    return [{ path, sentence: `${label} ${rule(issue, valueAt(flow, path))}` }]
  })
}
