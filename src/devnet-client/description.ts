// What a running devnet tells an app, as JSON: served by the Vite plugin
// (`supertx-kit/devnet/vite`), written by `npx supertx-kit devnet --info-file <file>`. Read in the
// browser, so it is checked against this schema like any other response.

import * as z from 'zod/mini'
import { addressSchema } from '../core/schemas/common.js'

/** Where the Vite plugin serves the description on the dev server; `fetchDevnet()` reads it. */
export const DEVNET_DESCRIPTION_PATH = '/__supertx/devnet.json'

const httpUrl = z
  .string()
  .check(
    z.regex(/^https?:\/\/[^\s/]+/, { error: 'must be an http(s) URL, e.g. http://127.0.0.1:4337' }),
  )

const tokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  address: addressSchema,
  decimals: z.int().check(z.gte(0), z.lte(255)),
  /** EIP-2612 permit: the `eoa` mode signs a permit instead of sending an approval. */
  permit: z.boolean(),
})

const chainSchema = z.object({
  id: z.int().check(z.positive()),
  /** 'Devnet A', 'Devnet B', ... */
  name: z.string(),
  rpcUrl: httpUrl,
  /** Transaction and address pages (`{url}/tx/<hash>`, `{url}/address/<address>`), when served. */
  blockExplorer: z.optional(z.object({ name: z.string(), url: httpUrl })),
  /** The USDC/WETH pool: `swap(tokenIn, amountIn, minAmountOut, recipient)`. */
  pool: addressSchema,
  /** The burn/mint bridge the devnet's relayer releases from. */
  bridge: addressSchema,
  tokens: z.array(tokenSchema),
})

/** The schema of a {@link DevnetDescription}; `fetchDevnet` parses with it. */
export const devnetDescriptionSchema = z.object({
  /** Base URL of the Supertransaction API, e.g. `http://127.0.0.1:4337`. */
  apiUrl: httpUrl,
  /** The devnet's `X-API-Key` (a test key: the devnet holds test funds only). */
  apiKey: z.string().check(z.minLength(1)),
  /** Base of the explorer pages: `{explorerUrl}/details/<supertxHash>`. */
  explorerUrl: httpUrl,
  chains: z.array(chainSchema).check(z.minLength(1)),
  /** The funded dev accounts (the public test mnemonic, indices 0–9): addresses only. */
  accounts: z.array(addressSchema),
})

export type DevnetDescription = z.output<typeof devnetDescriptionSchema>
export type DevnetChainDescription = DevnetDescription['chains'][number]
export type DevnetTokenDescription = DevnetChainDescription['tokens'][number]
