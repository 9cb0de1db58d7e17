// POST /v1/mee/upgrade: a quote that upgrades legacy (2.1.0) orchestrator accounts to 2.2.1.

import * as z from 'zod/mini'
import { addressSchema, chainIdSchema } from './common.js'
import { chainIdListSchema } from './orchestrator.js'
import { quoteResponseSchema } from './quote-response.js'

export const EOA_7702_REJECTED =
  'must be "eoa" or "smart-account": the upgrade is for orchestrator smart accounts, and an eoa-7702 EOA delegates to the current implementation directly, so it has nothing to upgrade'

export const upgradeModeSchema = z.enum(['eoa', 'smart-account'], {
  error: (issue) => (issue.input === 'eoa-7702' ? EOA_7702_REJECTED : undefined),
})

export const upgradeRequestSchema = z.strictObject({
  ownerAddress: addressSchema,
  mode: upgradeModeSchema,
  /**
   * Every listed chain is upgraded in one supertransaction. Each chain once, at most 30 (the spec
   * sets no bound; https://github.com/supertx-kit/supertx-kit/blob/main/docs/devnet-protocol.md).
   */
  chainIds: chainIdListSchema,
  /** Omitted: fees are sponsored. */
  feeToken: z.optional(z.strictObject({ address: addressSchema, chainId: chainIdSchema })),
  simulate: z._default(z.boolean(), true),
})

export const upgradeDetailSchema = z.looseObject({
  chainId: chainIdSchema,
  /** Always `2.1.0`: the address keeps deriving from it after the upgrade. */
  addressVersion: z.string(),
  address: addressSchema,
  nexusVersion: z.string(),
  /** `2.2.1`. */
  targetVersion: z.string(),
})

/** A quote response (typically `quoteType: 'simple'`) plus what it upgrades. */
export const upgradeResponseSchema = z.extend(quoteResponseSchema, {
  upgradeDetails: z.array(upgradeDetailSchema),
})

export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>
export type UpgradeRequestInput = z.input<typeof upgradeRequestSchema>
export type UpgradeDetail = z.infer<typeof upgradeDetailSchema>
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>
