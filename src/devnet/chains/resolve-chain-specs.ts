import { InvalidChainsParametersError } from './errors.js'

/** The first default chain id; the chains get consecutive ids from here (anvil's own default). */
export const DEFAULT_FIRST_CHAIN_ID = 31337

export type ChainSpec = { chainId: number; port: number }

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value > 0
const isPort = (value: number) => Number.isInteger(value) && value >= 0 && value <= 65_535

/** Turns `startChains`' count / chainIds / ports into one checked spec per chain. */
export function resolveChainSpecs(parameters: {
  count?: number | undefined
  chainIds?: number[] | undefined
  ports?: number[] | undefined
}): ChainSpec[] {
  const { chainIds, ports } = parameters
  const count = parameters.count ?? chainIds?.length ?? 2
  if (!isPositiveInteger(count))
    throw new InvalidChainsParametersError(`count is ${count}.`, 'Pass a whole number ≥ 1.')
  if (chainIds && chainIds.length !== count)
    throw new InvalidChainsParametersError(
      `count is ${count} but ${chainIds.length} chainIds were given.`,
      'Pass one chain id per chain, or only one of the two.',
    )
  const ids = chainIds ?? Array.from({ length: count }, (_, i) => DEFAULT_FIRST_CHAIN_ID + i)
  const badId = ids.find((id) => !isPositiveInteger(id))
  if (badId !== undefined)
    throw new InvalidChainsParametersError(
      `chain id ${badId} is not a positive integer.`,
      'Use ids like 31337.',
    )
  if (new Set(ids).size !== ids.length)
    throw new InvalidChainsParametersError(
      `chainIds repeat an id (${ids.join(', ')}).`,
      'Every chain needs its own id, or wallets and the API cannot tell them apart.',
    )
  if (ports && ports.length !== count)
    throw new InvalidChainsParametersError(
      `${ports.length} ports were given for ${count} chains.`,
      'Pass one port per chain (0 picks a free one).',
    )
  const badPort = ports?.find((port) => !isPort(port))
  if (badPort !== undefined)
    throw new InvalidChainsParametersError(`port ${badPort} is not a TCP port.`, 'Use 0–65535.')
  return ids.map((chainId, i) => ({ chainId, port: ports?.[i] ?? 0 }))
}
