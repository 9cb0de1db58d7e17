// POST /v1/mee/orchestrator: the owner's orchestrator account addresses.

import * as z from 'zod/mini'
import { addressSchema, chainIdSchema } from './common.js'
import { LIST_LIMITS, unique } from './limits.js'

/** Chain ids, each at most once (a repeat is reported at its own index), at most 30. */
export const chainIdListSchema = z.array(chainIdSchema).check(
  z.maxLength(LIST_LIMITS.chainIds),
  unique(LIST_LIMITS.chainIds, String, (chainId) => `chain id ${chainId}`, 'chain'),
)

/** Chain ids, at least one, each at most once; a repeat is reported at its own index. */
export const uniqueChainIdsSchema = chainIdListSchema.check(z.minLength(1))

/**
 * Body of POST /v1/mee/orchestrator. The spec requires `chains` (https://github.com/supertx-kit/supertx-kit/blob/main/docs/spec/supertransaction-api.md,
 * POST /v1/mee/orchestrator); the upgrade flow calls the endpoint with `ownerAddress` alone to look
 * up legacy deployments, so `chains` is optional here (unique and non-empty when present).
 */
export const orchestratorRequestSchema = z.strictObject({
  ownerAddress: addressSchema,
  chains: z.optional(uniqueChainIdsSchema),
})

/** One orchestrator address and the chains (ids as strings) it serves. */
export const orchestratorAddressGroupSchema = z.looseObject({
  address: addressSchema,
  chains: z.array(z.string()),
})

/** An account of the owner on one chain, in the upgrade lookup. */
export const orchestratorDeploymentSchema = z.looseObject({
  chainId: chainIdSchema,
  /** Implementation version the address derives from: `2.1.0` (legacy) or `2.2.1`. */
  addressVersion: z.string(),
  address: addressSchema,
  isDeployed: z.boolean(),
  /** True for a deployed 2.1.0 account: POST /v1/mee/upgrade applies. */
  isUpgradeNeeded: z.boolean(),
})

/**
 * The upgrade lookup (request without `chains`). Its full shape is not shown by the spec;
 * `upgradedAddresses` maps chain ids (decimal strings) to legacy addresses already upgraded, the
 * map a later quote request takes as `accountAddress`.
 */
export const orchestratorUpgradeLookupSchema = z.looseObject({
  deployments: z.array(orchestratorDeploymentSchema),
  upgradedAddresses: z.record(z.string(), addressSchema),
})

/** 200 of POST /v1/mee/orchestrator: address groups, or the upgrade lookup without `chains`. */
export const orchestratorResponseSchema = z.union([
  z.array(orchestratorAddressGroupSchema),
  orchestratorUpgradeLookupSchema,
])

export type OrchestratorRequest = z.infer<typeof orchestratorRequestSchema>
export type OrchestratorAddressGroup = z.infer<typeof orchestratorAddressGroupSchema>
export type OrchestratorDeployment = z.infer<typeof orchestratorDeploymentSchema>
export type OrchestratorUpgradeLookup = z.infer<typeof orchestratorUpgradeLookupSchema>
export type OrchestratorResponse = z.infer<typeof orchestratorResponseSchema>
