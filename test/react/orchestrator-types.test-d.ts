// Type tests: `useOrchestrator` (and its action) are typed by their arguments, as the core client
// is: `chains` → the address groups, no `chains` → the upgrade lookup. An app reads
// `data?.[0]?.address` without narrowing the union itself.
import { describe, expectTypeOf, it } from 'vitest'
import { getOrchestrator } from '../../src/core/actions/getOrchestrator.js'
import type { SupertxConfig } from '../../src/core/config/createSupertxConfig.js'
import type {
  OrchestratorAddressGroup,
  OrchestratorUpgradeLookup,
} from '../../src/core/schemas/orchestrator.js'
import { useOrchestrator } from '../../src/react/index.js'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
declare const config: SupertxConfig
declare const maybeChains: number[] | undefined

describe('useOrchestrator is typed by its arguments', () => {
  it('with chains: the address groups, readable without Array.isArray', () => {
    const result = useOrchestrator({ chains: [31337, 31338] })
    expectTypeOf(result.data).toEqualTypeOf<OrchestratorAddressGroup[] | undefined>()
    expectTypeOf(result.data?.[0]?.address).toEqualTypeOf<`0x${string}` | undefined>()
    const readonlyChains = [31337] as const
    expectTypeOf(
      useOrchestrator({ ownerAddress: owner, chains: readonlyChains }).data,
    ).toEqualTypeOf<OrchestratorAddressGroup[] | undefined>()
  })

  it('without chains: the upgrade lookup', () => {
    expectTypeOf(useOrchestrator({ ownerAddress: owner }).data).toEqualTypeOf<
      OrchestratorUpgradeLookup | undefined
    >()
    expectTypeOf(useOrchestrator().data).toEqualTypeOf<OrchestratorUpgradeLookup | undefined>()
    expectTypeOf(useOrchestrator({}).data?.deployments).toEqualTypeOf<
      OrchestratorUpgradeLookup['deployments'] | undefined
    >()
  })

  it('chains that may be missing: the union, as the endpoint answers either', () => {
    expectTypeOf(useOrchestrator({ chains: maybeChains }).data).toEqualTypeOf<
      OrchestratorAddressGroup[] | OrchestratorUpgradeLookup | undefined
    >()
  })

  it('query options keep the data of the overload', () => {
    const result = useOrchestrator({ chains: [31337], query: { staleTime: 1 } })
    expectTypeOf(result.data).toEqualTypeOf<OrchestratorAddressGroup[] | undefined>()
    const lookup = useOrchestrator({ ownerAddress: owner, query: { refetchInterval: 3_000 } })
    expectTypeOf(lookup.data).toEqualTypeOf<OrchestratorUpgradeLookup | undefined>()
  })
})

describe('getOrchestrator (the action) has the same overloads', () => {
  it('chains → groups, none → lookup', () => {
    expectTypeOf(getOrchestrator(config, { ownerAddress: owner, chains: [1] })).toEqualTypeOf<
      Promise<OrchestratorAddressGroup[]>
    >()
    expectTypeOf(getOrchestrator(config, { ownerAddress: owner })).toEqualTypeOf<
      Promise<OrchestratorUpgradeLookup>
    >()
  })
})
