// What the playground runs now, worked out once for every view that runs it: the current preset's
// compose flows (a ready-made preset built for the connected account, the Custom preset's edited
// flows, or what the form says) and the parameters of its `<Supertransaction>` (mode, fee, funding,
// the page's onStatus log), with why it cannot start yet. The Playground view's compound run
// (FlowPanel.tsx) and the Integrate view's drop-in (DropInPreview.tsx) both read it here.
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { toComposeFlows } from '../../src/core/flow-drafts/index.js'
import type { FeeAmount, FeeToken } from '../../src/core/index.js'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import {
  fromComposeFlows,
  type UseSupertransactionParameters,
  useDescribeError,
  useOrchestrator,
} from '../../src/react/index.js'
import { type CustomFlows, loadCustomFlows } from './custom-flows.js'
import { type PlaygroundChain, type PlaygroundDevnet, VAULT_INDEX } from './devnet-info.js'
import { fundingPlanner, needsOf } from './funding.js'
import { fundingTokensFor, whyNotOffered } from './offers.js'
import { usePoolOut } from './pool-price.js'
import { buildPreset, PRESET_IDS, type PresetId, presetNotOffered } from './presets.js'
import { customFlowKinds, labelRun, type RunLabel } from './run-labels.js'
import { useStatusLog } from './status-log.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

/**
 * `logStatus: false` keeps the run out of the page's `onStatus` log (whose last state the
 * Integrate view's other previews show: the Playground view's run).
 */
export function useRunSetup(devnet: PlaygroundDevnet, { logStatus = true } = {}) {
  const [choices] = useChoices()
  const words = useWords()
  const { mode } = choices
  const { address: owner } = useAccount()
  const chainA = devnet.chains[0] as PlaygroundChain
  const vault = DEV_WALLET_ACCOUNTS[VAULT_INDEX]?.address
  const orchestrator = useOrchestrator({
    ownerAddress: owner,
    chains: devnet.chains.map((c) => c.id),
  })
  const smartAccount = orchestrator.data?.[0]?.address as Address | undefined
  const executing = mode === 'eoa-7702' ? owner : smartAccount
  const [custom, setCustom] = useState<CustomFlows | undefined>(loadCustomFlows)
  const isCustom = choices.preset === 'custom'
  const isForm = choices.preset === 'form'
  /** What the form says to do, once every field is valid. */
  const [formFlows, setFormFlows] = useState<ComposeFlow[]>()
  // The ready-made preset shown in the builder (a custom one: the preset it was edited from).
  const base: PresetId =
    isCustom || isForm ? (custom?.base ?? PRESET_IDS[0]) : (choices.preset as PresetId)
  const pool = usePoolOut(chainA)
  const preset = useMemo(
    () =>
      owner && executing && vault
        ? buildPreset(base, { devnet, mode, account: executing, owner, vault, poolOut: pool.out })
        : undefined,
    [base, devnet, mode, executing, owner, vault, pool.out],
  )
  const presetDrafts = useMemo(
    // Amounts in the token list's decimals (25 USDC), not base units.
    () =>
      preset ? fromComposeFlows(preset.composeFlows, { tokenList: devnet.tokenList }) : undefined,
    [preset, devnet.tokenList],
  )
  const customFlows = useMemo(
    () =>
      custom
        ? (toComposeFlows(custom.drafts).composeFlows as ComposeFlow[] | undefined)
        : undefined,
    [custom],
  )
  // Custom runs its edited flows or nothing: never the preset it came from; the form what it says.
  const composeFlows = isForm ? formFlows : isCustom && custom ? customFlows : preset?.composeFlows
  const needs = useMemo(
    () => (composeFlows && executing ? needsOf(composeFlows, { devnet, account: executing }) : []),
    [composeFlows, devnet, executing],
  )
  const fundingTokens = fundingTokensFor(mode, needs)
  const feeInfo = chainA.tokens.find((t) => t.symbol === choices.fee)
  const feeToken: FeeToken | undefined = feeInfo
    ? { address: feeInfo.address, chainId: chainA.id }
    : undefined
  const notOffered = whyNotOffered({
    devnet,
    mode,
    fee: choices.fee,
    needs,
    notOffered: isCustom || isForm ? undefined : presetNotOffered(base, mode, words),
    words,
  })
  const log = useStatusLog()
  // The fee of the last quote, for this mode and fee token: the form's Max leaves it when the fee
  // is paid in the token being sent (the form sits outside <Supertransaction>, so it is passed).
  const feeKey = `${mode}|${choices.fee}`
  const [quotedFee, setQuotedFee] = useState<{ key: string; fee: FeeAmount }>()
  const describeError = useDescribeError()
  // Kept by kind, worded where it is shown (History, the drop-in's note) in the page's language.
  const label: RunLabel =
    (isCustom || isForm) && composeFlows ? customFlowKinds(composeFlows) : { preset: base }

  const parameters: Omit<UseSupertransactionParameters, 'composeFlows'> = {
    mode,
    feeToken,
    fundingTokens,
    // smart-account: the kit's funding step sends the account what these flows spend (and the
    // fee) before the signature, and the review's balance preview counts it.
    fundAccount: mode === 'smart-account' ? fundingPlanner(needs) : undefined,
    storageKey: 'supertx-playground:in-flight',
    onStatus: (state) => {
      if (logStatus) log.add(state)
      const fee = state.data.quote?.fee
      if (fee)
        setQuotedFee((old) =>
          old?.key === feeKey && old.fee.token === fee.token && old.fee.amount === fee.amount
            ? old
            : { key: feeKey, fee },
        )
      if (state.data.supertxHash) labelRun(state.data.supertxHash, label)
    },
  }
  const why = words.flow.notReady
  const notReady = !owner
    ? why.connect
    : !executing
      ? orchestrator.error
        ? // Said once, by the button it stops (eoa-7702 runs from the wallet itself and needs no
          // lookup: its quote then says what is wrong, once).
          why.lookupFailed(describeError(orchestrator.error))
        : why.lookingUp
      : !composeFlows
        ? isForm
          ? why.fillForm
          : isCustom && custom
            ? why.correctFlows
            : pool.error
              ? why.poolFailed(chainA.name, describeError(pool.error))
              : why.readingPool(chainA.name)
        : notOffered

  return {
    chainA,
    vault,
    owner,
    smartAccount,
    executing,
    custom,
    setCustom,
    isCustom,
    isForm,
    setFormFlows,
    base,
    preset,
    presetDrafts,
    composeFlows,
    needs,
    fundingTokens,
    /** What the run is called in the history (the preset, or what custom flows do): words.ts words it. */
    label,
    /** The last quote's fee, when it was quoted for the current mode and fee token. */
    quotedFee: quotedFee?.key === feeKey ? quotedFee.fee : undefined,
    parameters,
    /** Why the run cannot start now, or undefined. */
    notReady,
  }
}
