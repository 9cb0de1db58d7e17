// The supertransaction panel: preset, mode, fee, the preset's flows in the kit's `<FlowBuilder>`
// (editing them makes the preset "Custom"), then the run, laid out with the kit's compound
// `<Supertransaction>`: `<QuoteSummary>` and `<BalanceChanges>` (the review), `<SigningSteps>`,
// `<SupertxButton>` under them ("Get quote", then "Sign and execute"), `<SupertxTracker>` and
// `<ExplorerLink>`. What runs is always what the builder shows; what it
// spends is read from those flows (funding.ts), and a combination that cannot work is not offered,
// with the reason on the button (offers.ts).
import { useState } from 'react'
import { useAccount, useConfig } from 'wagmi'
import type { Mode } from '../../src/core/index.js'
import { FlowBuilder, newStepDraft, SupertxForm } from '../../src/react/index.js'
import { saveCustomFlows } from './custom-flows.js'
import type { DevWallet } from './dev-wallet.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { FeeChoice, FeeNote } from './FeeChoice.js'
import { describeNeeds, type Need } from './funding.js'
import { PRESET_IDS, type PresetChoice, tokenOn } from './presets.js'
import { Run } from './Run.js'
import { fundAccount } from './run.js'
import { useRunSetup } from './run-setup.js'
import { MODES, useChoices } from './url-state.js'
import { sayPreset, useWords } from './words.js'

export function FlowPanel({ devnet, wallet }: { devnet: PlaygroundDevnet; wallet: DevWallet }) {
  const [choices, setChoices] = useChoices()
  const words = useWords()
  const w = words.flow
  const { mode } = choices
  const config = useConfig()
  const { address: owner, connector } = useAccount()
  const {
    chainA,
    vault,
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
    quotedFee,
    parameters,
    notReady,
  } = useRunSetup(devnet)
  const [note, setNote] = useState<string>()
  /** While the page sends the smart account what a run needs: what it is sending (the button says it). */
  const [funding, setFunding] = useState<string>()
  /** The last funding transfer failed (or was declined): the status line says so. */
  const [fundFailed, setFundFailed] = useState(false)

  /** smart-account mode spends what the orchestrator account holds: top it up from the wallet. */
  async function fund(toFund: readonly Need[]) {
    if (!smartAccount) return
    setFundFailed(false)
    setFunding(w.sendingFunds)
    try {
      await fundAccount(config, {
        account: smartAccount,
        needs: toFund,
        onTransfer: (need) =>
          setFunding(w.sendingNeed(describeNeeds([need], devnet, words.funding))),
      })
    } catch (error) {
      setFundFailed(true)
      throw error
    } finally {
      setFunding(undefined)
    }
  }

  // What the flows spend, once they are valid.
  const spends = composeFlows ? ` (${describeNeeds(needs, devnet, words.funding)})` : ''

  return (
    <section aria-labelledby="run-heading">
      <h2 id="run-heading">{w.heading}</h2>
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
                {words.presets.names[id]}
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
          fee={quotedFee}
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
          {!isCustom && preset ? <p className="hint">{sayPreset(preset.says, words)}</p> : null}
          <details className="flows">
            <summary>
              {isCustom
                ? w.customFlows(
                    custom?.drafts.length ?? composeFlows?.length ?? 0,
                    words.presets.names[base],
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
              <p className="hint">{w.flowsLater}</p>
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
