// The supertransaction panel: preset, mode, fee, the preset's flows in the kit's `<FlowBuilder>`
// (editing them makes the preset "Custom"), then the run, laid out with the kit's compound
// `<Supertransaction>`: `<QuoteSummary>` and `<BalanceChanges>` (the review), `<SigningSteps>`,
// `<SupertxButton>` under them ("Get quote", then "Sign and execute"), `<SupertxTracker>` and
// `<ExplorerLink>`. What runs is always what the builder shows; what it
// spends is read from those flows (funding.ts), and a combination that cannot work is not offered,
// with the reason on the button (offers.ts).
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { toComposeFlows } from '../../src/core/flow-drafts/index.js'
import type { FeeAmount, FeeToken, Mode } from '../../src/core/index.js'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import {
  FlowBuilder,
  fromComposeFlows,
  newStepDraft,
  SupertxForm,
  type UseSupertransactionParameters,
  useDescribeError,
  useOrchestrator,
} from '../../src/react/index.js'
import { type CustomFlows, loadCustomFlows, saveCustomFlows } from './custom-flows.js'
import type { DevWallet } from './dev-wallet.js'
import { type PlaygroundChain, type PlaygroundDevnet, VAULT_INDEX } from './devnet-info.js'
import { FeeChoice, FeeNote } from './FeeChoice.js'
import { describeNeeds, fundingPlanner, type Need, needsOf } from './funding.js'
import { fundingTokensFor, whyNotOffered } from './offers.js'
import { usePoolOut } from './pool-price.js'
import {
  buildPreset,
  PRESET_IDS,
  PRESET_LABELS,
  type PresetChoice,
  type PresetId,
  presetNotOffered,
  tokenOn,
} from './presets.js'
import { Run } from './Run.js'
import { fundAccount } from './run.js'
import { describeCustomFlows, labelRun } from './run-labels.js'
import { useStatusLog } from './status-log.js'
import { MODES, useChoices } from './url-state.js'
import { useWords } from './words.js'

export function FlowPanel({ devnet, wallet }: { devnet: PlaygroundDevnet; wallet: DevWallet }) {
  const [choices, setChoices] = useChoices()
  const w = useWords().flow
  const { mode } = choices
  const config = useConfig()
  const { address: owner, connector } = useAccount()
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
    notOffered: isCustom || isForm ? undefined : presetNotOffered(base, mode),
  })
  const [note, setNote] = useState<string>()
  /** While the page sends the smart account what a run needs: what it is sending (the button says it). */
  const [funding, setFunding] = useState<string>()
  /** The last funding transfer failed (or was declined): the status line says so. */
  const [fundFailed, setFundFailed] = useState(false)
  const log = useStatusLog()
  // The fee of the last quote, for this mode and fee token: the form's Max leaves it when the fee
  // is paid in the token being sent (the form sits outside <Supertransaction>, so it is passed).
  const feeKey = `${mode}|${choices.fee}`
  const [quotedFee, setQuotedFee] = useState<{ key: string; fee: FeeAmount }>()
  const describeError = useDescribeError()
  const label =
    (isCustom || isForm) && composeFlows ? describeCustomFlows(composeFlows) : PRESET_LABELS[base]

  /** smart-account mode spends what the orchestrator account holds: top it up from the wallet. */
  async function fund(toFund: readonly Need[]) {
    if (!smartAccount) return
    setFundFailed(false)
    setFunding('Sending your smart account what this run needs…')
    try {
      await fundAccount(config, {
        account: smartAccount,
        needs: toFund,
        onTransfer: (need) =>
          setFunding(
            `Sending your smart account ${describeNeeds([need], devnet)} from your wallet…`,
          ),
      })
    } catch (error) {
      setFundFailed(true)
      throw error
    } finally {
      setFunding(undefined)
    }
  }

  const parameters: Omit<UseSupertransactionParameters, 'composeFlows'> = {
    mode,
    feeToken,
    fundingTokens,
    // smart-account: the kit's funding step sends the account what these flows spend (and the
    // fee) before the signature, and the review's balance preview counts it.
    fundAccount: mode === 'smart-account' ? fundingPlanner(needs) : undefined,
    storageKey: 'supertx-playground:in-flight',
    onStatus: (state) => {
      log.add(state)
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
  const notReady = !owner
    ? 'Connect a wallet first.'
    : !executing
      ? orchestrator.error
        ? // Said once, by the button it stops (eoa-7702 runs from the wallet itself and needs no
          // lookup: its quote then says what is wrong, once).
          `Could not look up your smart account: ${describeError(orchestrator.error)}`
        : 'Looking up your smart account…'
      : !composeFlows
        ? isForm
          ? 'Fill in the form first.'
          : isCustom && custom
            ? 'Correct the flows in the builder first.'
            : pool.error
              ? `The pool’s price on ${chainA.name} could not be read: ${describeError(pool.error)}`
              : `Reading the pool’s price on ${chainA.name}…`
        : notOffered
  // What the flows spend, once they are valid.
  const spends = composeFlows ? ` (${describeNeeds(needs, devnet)})` : ''

  return (
    <section aria-labelledby="flow-heading">
      <h2 id="flow-heading">{w.heading}</h2>
      <div className="row">
        <label>
          {w.preset}{' '}
          <select
            aria-label={w.preset}
            value={choices.preset}
            onChange={(e) => setChoices({ preset: e.target.value as PresetChoice })}
          >
            <option value="form">{w.formPreset}</option>
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PRESET_LABELS[id]}
              </option>
            ))}
            <option value="custom">{w.customPreset}</option>
          </select>
        </label>
        <label>
          {w.mode}{' '}
          <select
            aria-label={w.mode}
            value={mode}
            onChange={(e) => setChoices({ mode: e.target.value as Mode })}
          >
            {MODES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <FeeChoice
          chainA={chainA}
          mode={mode}
          fundingTokens={fundingTokens}
          value={choices.fee}
          onChange={(fee) => setChoices({ fee })}
        />
      </div>
      <FeeNote mode={mode} />
      <p className="hint">
        {mode === 'smart-account'
          ? w.smartAccountHint(smartAccount ? ` ${smartAccount}` : '', spends)
          : mode === 'eoa'
            ? w.eoaHint(spends)
            : w.eoa7702Hint(spends)}
      </p>
      {isForm ? (
        <SupertxForm
          // A new mode or account starts the form over (what it checks balances against changes).
          key={`${mode}|${owner}`}
          mode={mode}
          // The wallet pays in every mode: smart-account mode sends the account what it spends first.
          holder={owner}
          // smart-account mode: what the smart account already holds counts too.
          account={smartAccount}
          fee={quotedFee?.key === feeKey ? quotedFee.fee : undefined}
          vaults={Object.fromEntries(vault ? devnet.chains.map((chain) => [chain.id, vault]) : [])}
          defaultSteps={[
            newStepDraft('send', {
              chainId: chainA.id,
              toChainId: devnet.chains[1]?.id,
              token: tokenOn(chainA, 'USDC').address,
            }),
          ]}
          onChange={setFormFlows}
        />
      ) : (
        <>
          {!isCustom && preset ? <p className="hint">{preset.says}</p> : null}
          <details className="flows">
            <summary>
              {isCustom
                ? w.customFlows(
                    custom?.drafts.length ?? composeFlows?.length ?? 0,
                    PRESET_LABELS[base],
                  )
                : w.presetFlows(composeFlows?.length ?? 0)}
            </summary>
            {presetDrafts ? (
              <FlowBuilder
                // A new preset, mode or account starts the builder over from its flows; the first edit
                // (the preset becomes Custom) keeps it, and the field being typed in keeps focus.
                key={`${base}|${mode}|${executing}`}
                // Max reads the account the amounts come out of: the smart account in smart-account mode.
                mode={mode}
                value={isCustom ? (custom?.drafts ?? presetDrafts) : presetDrafts}
                onChange={(drafts) => {
                  const next = { base, drafts }
                  setCustom(next)
                  saveCustomFlows(next)
                  if (!isCustom) setChoices({ preset: 'custom' })
                }}
              />
            ) : (
              <p className="hint">The flows appear once your account is known.</p>
            )}
          </details>
        </>
      )}
      <Run
        // A new preset, mode or fee is a fresh flow (the fee choice is read once, at mount).
        key={`${choices.preset}|${mode}|${choices.fee}`}
        onMount={() => setFundFailed(false)}
        parameters={parameters}
        composeFlows={composeFlows ?? []}
        notReady={notReady}
        note={note}
        setNote={setNote}
        wallet={connector?.type === 'devWallet' ? wallet : undefined}
        fund={mode === 'smart-account' ? fund : undefined}
        funding={funding}
        fundFailed={fundFailed}
        clearFundFailed={() => setFundFailed(false)}
        needs={needs}
      />
    </section>
  )
}
