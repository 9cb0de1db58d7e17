// Upper bounds on the request lists the spec leaves open (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md, Limits,
// bounds only composeFlows: 1 to 30). Each bound is far above what an application sends — in the
// spirit of the 30-flow limit — and keeps one request from costing the service seconds of work
// (a thousand clean-ups, fifty thousand chain ids). https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md lists them.
import * as z from 'zod/mini'

/** The most items each open request list takes. */
export const LIST_LIMITS = {
  /** `chainIds` of POST /v1/mee/upgrade, `chains` of POST /v1/mee/orchestrator. */
  chainIds: 30,
  /** `authorizations` of a quote or prepare7702 request: at most one per chain (or chain 0). */
  authorizations: 30,
  /** `fundingTokens` of a quote or prepare7702 request. */
  fundingTokens: 30,
  /** `cleanUps` of a quote request: at most one op each, as many as the 30 flows. */
  cleanUps: 30,
  /** `simulationOverrides.tokenOverrides` and `.customOverrides`, each. */
  simulationOverrides: 100,
  /** Entries of the `accountAddress` map (one per chain). */
  accountAddresses: 30,
  /** `args` of a build flow or POST /v1/instructions/build (top-level arguments of one call). */
  buildArgs: 64,
  /** `instructions` of POST /v1/mee/prepare7702. */
  instructions: 100,
} as const

/**
 * A check for a list whose items must differ by `key`: each repeat is reported at its own index
 * (plus `at`, e.g. `['chainId']`), naming the first occurrence. Skipped on a list over `max` items —
 * that list is refused for its length already, and listing its repeats would only flood the answer.
 *
 * @example
 * z.array(chainIdSchema).check(z.maxLength(30), unique(30, String, (id) => `chain id ${id}`, 'chain'))
 */
/* @__NO_SIDE_EFFECTS__ */
export function unique<T>(
  max: number,
  key: (item: T) => string,
  describe: (item: T) => string,
  noun: string,
  at: readonly PropertyKey[] = [],
) {
  return z.superRefine<T[]>((items, ctx) => {
    if (items.length > max) return
    const seen = new Map<string, number>()
    items.forEach((item, index) => {
      const id = key(item)
      const first = seen.get(id)
      if (first === undefined) {
        seen.set(id, index)
        return
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, ...at],
        input: item,
        message: `repeats ${describe(item)} (already at index ${first}); list each ${noun} once`,
      })
    })
  })
}

/** Lowercase, so `0xAbC…` and `0xabc…` count as the same address. */
export const lower = (value: string) => value.toLowerCase()
