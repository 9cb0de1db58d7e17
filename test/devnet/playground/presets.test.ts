// Every preset × mode × fee choice the playground offers, run on a real devnet the way its Execute
// runs them (playground/src/run.ts: smart-account quotes, funds the account, then signs that
// quote), signed by the dev wallet: each lands with the balances the preset says, or it is not
// offered and the page's reason says why. Every token of the wallet, its smart account and the
// vault is read on both chains before and after: nothing else moves, and the wallet never loses
// more than the preset says plus the quoted fee.

import { describePresets } from './presets-cases.js'

describePresets('devnet')
