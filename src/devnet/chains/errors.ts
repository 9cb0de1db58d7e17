import { BaseError } from '../../core/errors/base.js'

/** The anvil binary could not be found or started. */
export class AnvilNotFoundError extends BaseError {
  override name = 'AnvilNotFoundError'
  override readonly code = 'ANVIL_NOT_FOUND' as const
  /** The path that could not be run, or the platform package that is not installed. */
  declare readonly binary: string

  constructor({
    binary,
    cause,
    platformPackage = false,
  }: {
    binary: string
    cause?: unknown
    /** `binary` names @foundry-rs/anvil's package for this platform, which is not installed. */
    platformPackage?: boolean
  }) {
    super(
      platformPackage
        ? `Cannot find anvil for this platform: @foundry-rs/anvil is installed without ${binary}.`
        : `Cannot run anvil at ${binary}; the devnet needs it to run local chains.`,
      {
        cause,
        metaMessages: [
          platformPackage
            ? 'Install it again with its optional dependencies (`npm i -D @foundry-rs/anvil`, without --omit=optional), or use an anvil you have (e.g. from foundryup): pass its path as `anvilBinary` to startDevnet, or `--anvil <path>` to `npx supertx-kit devnet`.'
            : 'Pass the path of an anvil you can run as `anvilBinary` (`--anvil <path>` for `npx supertx-kit devnet`), or leave it out to use the one from @foundry-rs/anvil (`npm i -D @foundry-rs/anvil`).',
        ],
      },
      { binary },
    )
  }
}

/** The port asked for is already taken by another process. */
export class AnvilPortInUseError extends BaseError {
  override name = 'AnvilPortInUseError'
  override readonly code = 'ANVIL_PORT_IN_USE' as const
  declare readonly port: number
  declare readonly chainId: number

  constructor({ port, chainId, cause }: { port: number; chainId: number; cause?: unknown }) {
    super(
      `Cannot start chain ${chainId}: port ${port} on 127.0.0.1 is already in use.`,
      {
        cause,
        metaMessages: [
          'Stop whatever listens there (a devnet left running?), pick another port, or pass no port so a free one is chosen.',
        ],
      },
      { port, chainId },
    )
  }
}

/** The devnet API's port is already taken by another process. */
export class ApiPortInUseError extends BaseError {
  override name = 'ApiPortInUseError'
  override readonly code = 'API_PORT_IN_USE' as const
  declare readonly port: number

  constructor({ port, cause }: { port: number; cause?: unknown }) {
    super(
      `Cannot start the devnet API: port ${port} on 127.0.0.1 is already in use.`,
      {
        cause,
        metaMessages: [
          'Stop whatever listens there (a devnet left running?), pick another port, or pass port 0 so a free one is chosen.',
        ],
      },
      { port },
    )
  }
}

/** anvil exited before it listened (for a reason other than a taken port), or never listened in time. */
export class AnvilStartError extends BaseError {
  override name = 'AnvilStartError'
  override readonly code = 'ANVIL_START_FAILED' as const
  declare readonly chainId: number
  declare readonly output: string

  constructor({
    chainId,
    exitCode,
    output,
    timeoutMs,
  }: {
    chainId: number
    exitCode: number | null
    output: string
    /** Set when anvil was still running but had not listened after this long. */
    timeoutMs?: number
  }) {
    const what =
      timeoutMs === undefined
        ? `exited (code ${exitCode}) before it listened`
        : `did not listen within ${timeoutMs / 1000} s and was stopped`
    super(
      `anvil for chain ${chainId} ${what}.`,
      {
        details: output.trim().slice(-2000) || undefined,
        metaMessages: ['Check the anvil arguments and its output below.'],
      },
      { chainId, output },
    )
  }
}

/** Deploying or funding the devnet's contracts on one chain failed. */
export class ChainDeployError extends BaseError {
  override name = 'ChainDeployError'
  override readonly code = 'CHAIN_DEPLOY_FAILED' as const
  declare readonly chainId: number
  /** What was being deployed or called, e.g. `DevBridge` or `funding the dev accounts`. */
  declare readonly contract: string

  constructor({ chainId, contract, cause }: { chainId: number; contract: string; cause: unknown }) {
    super(
      `Deploying the devnet contracts on chain ${chainId} failed at ${contract}.`,
      {
        cause,
        metaMessages: [
          'The chain is a fresh anvil, so this points at the contracts or anvil arguments (do the accounts hold ETH?); the details say more.',
        ],
      },
      { chainId, contract },
    )
  }
}

/** `startChains` was given parameters that cannot describe a set of chains. */
export class InvalidChainsParametersError extends BaseError {
  override name = 'InvalidChainsParametersError'
  override readonly code = 'INVALID_CHAINS_PARAMETERS' as const

  constructor(problem: string, hint: string) {
    super(`startChains: ${problem}`, { metaMessages: [hint] })
  }
}
