import { BaseError } from '../core/errors/base.js'

/**
 * The dev wallet was pointed at a chain whose RPC is not on this machine. Its keys are the public
 * test mnemonic's: on a real network anyone could take what they hold, so it refuses.
 */
export class DevWalletChainRefusedError extends BaseError {
  override name = 'DevWalletChainRefusedError'
  override readonly code = 'DEV_WALLET_CHAIN_REFUSED' as const
  declare readonly chainId: number
  declare readonly rpcUrl: string | undefined

  constructor({ chainId, rpcUrl }: { chainId: number; rpcUrl: string | undefined }) {
    super(
      `The dev wallet only runs against a local devnet; chain ${chainId} has ${rpcUrl ? `the RPC ${rpcUrl}` : 'no RPC URL'}, which is not on 127.0.0.1 or localhost.`,
      {
        metaMessages: [
          'Its keys are the public test mnemonic: on a real network anyone could take their funds.',
          'Configure the devnet chains (npm run devnet prints their RPC URLs) or use a real wallet connector.',
        ],
      },
      { chainId, rpcUrl },
    )
  }
}

/** `accountIndex` outside the dev accounts 0–9. */
export class DevWalletAccountIndexError extends BaseError {
  override name = 'DevWalletAccountIndexError'
  override readonly code = 'DEV_WALLET_ACCOUNT_INDEX' as const

  constructor({ index, count }: { index: number; count: number }) {
    super(`The dev wallet has accounts 0–${count - 1}; got ${index}.`, {
      metaMessages: ['Pick a whole number between 0 and 9 (the devnet funds those accounts).'],
    })
  }
}
