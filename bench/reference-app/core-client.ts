// An app (or a script) that uses supertx-kit/core's client alone: one quote request.
import { createSupertxClient } from 'supertx-kit/core'

const client = createSupertxClient({ baseUrl: 'https://api.example.com', apiKey: 'app-key' })
const quote = await client.quote({
  mode: 'smart-account',
  ownerAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  composeFlows: [],
})
console.log(quote)
