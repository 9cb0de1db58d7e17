// The peer of bench/reference-app/core-client.ts: what an app (or a script) writes with Biconomy's own SDK,
// `@biconomy/abstractjs`, to do what `supertx-kit/core`'s client does: create a MEE client and get
// one quote. Measured the same way (viem external, the rest counted).
import {
  createMeeClient,
  getMEEVersion,
  MEEVersion,
  mcUSDC,
  toMultichainNexusAccount,
} from '@biconomy/abstractjs'
import { http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'

const account = await toMultichainNexusAccount({
  signer: privateKeyToAccount(
    '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // anvil #0, public
  ),
  chainConfigurations: [
    { chain: base, transport: http(), version: getMEEVersion(MEEVersion.V2_1_0) },
  ],
})
const client = await createMeeClient({ account, apiKey: 'app-key' })
const quote = await client.getQuote({
  instructions: [],
  feeToken: { address: mcUSDC.addressOn(base.id), chainId: base.id },
})
console.log(quote)
