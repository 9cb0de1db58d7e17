// The playground's presets, every mode and fee choice, on a devnet that speaks the real service's
// encoding: Nexus accounts behind EntryPoint v0.7, quotes the kit checks as it checks real ones.
// What each combination must do is in presets-cases.ts.

import { describePresets } from './presets-cases.js'

describePresets()
