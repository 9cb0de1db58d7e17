#!/usr/bin/env node
// The `supertx-kit` bin (`npx supertx-kit devnet`); `npm run devnet` runs it from source.
import { main } from './main.js'

const code = await main(process.argv.slice(2))
// A running devnet keeps the process alive; anything else is done.
if (code !== 0) process.exit(code)
