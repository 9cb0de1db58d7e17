// The supertransaction panel: preset, mode, fee, the preset's flows in the kit's `<FlowBuilder>`
// (editing them makes the preset "Custom"), then the run, laid out with the kit's compound
// `<Supertransaction>`: `<SupertxButton>` ("Execute"), `<QuoteSummary>`, `<SigningSteps>`,
// `<SupertxTracker>` and `<ExplorerLink>`.
import { useMemo, useState } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import {
  getChainId,
  readContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'
import type { FeeToken, Mode } from '../../src/core/index.js'
import type { ComposeFlow } from '../../src/core/schemas/compose-flow.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import {
  ExplorerLink,
  FlowBuilder,
  type FlowDraft,
  fromComposeFlows,
  QuoteSummary,
  SigningSteps,
  Supertransaction,
  SupertxButton,
  type SupertxButtonLabels,
  SupertxTracker,
  type UseSupertransactionParameters,
  useDescribeError,
  useOrchestrator,
  useSupertxFlow,
} from '../../src/react/index.js'
import type { DevWallet } from './App.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'
import {
  buildPreset,
  PRESET_IDS,
  PRESET_LABELS,
  type PresetChoice,
  type PresetId,
} from './presets.js'
import { useStatusLog } from './status-log.js'
import { MODES, useChoices } from './url-state.js'

/** The dev account that receives deposits; the playground never signs with it. */
const VAULT_INDEX = 9

/** Fee headroom the playground adds when it funds a smart account paying fees in a token. */
const FEE_MARGIN: Record<string, bigint> = { USDC: 5_000_000n, USDT: 5_000_000n, WETH: 10n ** 16n }

/** The button's name whenever it can be pressed: external tests press a button named "Execute". */
const EXECUTE_LABELS: SupertxButtonLabels = {
  idle: 'Execute',
  quoted: 'Execute',
  success: 'Execute',
  failed: 'Execute',
  error: 'Execute',
}

/** The flows edited in the builder: what a "Custom" preset runs, and what it needs funded. */
type Custom = {
  /** The ready-made preset it was edited from: its funding still applies. */
  base: PresetId
  drafts: FlowDraft[]
  composeFlows: ComposeFlow[] | undefined
}

export function FlowPanel({ devnet, wallet }: { devnet: PlaygroundDevnet; wallet: DevWallet }) {
  const [choices, setChoices] = useChoices()
  const config = useConfig()
  const { address: owner, connector } = useAccount()
  const chainA = devnet.chains[0] as PlaygroundChain
  const vault = DEV_WALLET_ACCOUNTS[VAULT_INDEX]?.address
  const orchestrator = useOrchestrator({
    ownerAddress: owner,
    chains: devnet.chains.map((c) => c.id),
  })
  const groups = Array.isArray(orchestrator.data) ? orchestrator.data : undefined
  const smartAccount = groups?.[0]?.address as Address | undefined
  const executing = choices.mode === 'eoa-7702' ? owner : smartAccount
  const [custom, setCustom] = useState<Custom>()
  const isCustom = choices.preset === 'custom'
  // The ready-made preset shown in the builder (a custom one: the preset it was edited from).
  const base: PresetId = isCustom ? (custom?.base ?? PRESET_IDS[0]) : (choices.preset as PresetId)
  const preset = useMemo(
    () =>
      owner && executing && vault
        ? buildPreset(base, { devnet, account: executing, owner, vault })
        : undefined,
    [base, devnet, executing, owner, vault],
  )
  const presetDrafts = useMemo(
    () => (preset ? fromComposeFlows(preset.composeFlows) : undefined),
    [preset],
  )
  const composeFlows = isCustom
    ? (custom?.composeFlows ?? preset?.composeFlows)
    : preset?.composeFlows
  const funding = preset?.funding
  const feeSymbol = choices.fee === 'sponsored' ? undefined : choices.fee
  const feeTokenInfo = chainA.tokens.find((t) => t.symbol === feeSymbol)
  const feeToken: FeeToken | undefined = feeTokenInfo
    ? { address: feeTokenInfo.address, chainId: chainA.id }
    : undefined
  const [note, setNote] = useState<string>()
  const [funding_, setFunding] = useState(false)
  const [, rerender] = useState(0)
  const log = useStatusLog()
  // The kit's plain sentences (in the chosen locale) for errors outside the flow too.
  const describeError = useDescribeError()

  /** smart-account mode spends what the orchestrator account holds: top it up from the wallet. */
  async function fund() {
    if (!funding || !smartAccount) return
    const needs = new Map<Address, bigint>([[funding.token, funding.amount]])
    if (feeTokenInfo)
      needs.set(
        feeTokenInfo.address,
        (needs.get(feeTokenInfo.address) ?? 0n) + (FEE_MARGIN[feeTokenInfo.symbol] ?? 0n),
      )
    setFunding(true)
    try {
      for (const [token, amount] of needs) {
        const held = await readContract(config, {
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [smartAccount],
          chainId: chainA.id,
        })
        if (held >= amount) continue
        setNote(`Funding the smart account on ${chainA.name}…`)
        if (getChainId(config) !== chainA.id) await switchChain(config, { chainId: chainA.id })
        const hash = await writeContract(config, {
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [smartAccount, amount - held],
          chainId: chainA.id,
        })
        await waitForTransactionReceipt(config, { hash, chainId: chainA.id })
      }
      setNote(undefined)
    } finally {
      setFunding(false)
    }
  }

  const parameters: Omit<UseSupertransactionParameters, 'composeFlows'> = {
    mode: choices.mode,
    feeToken,
    fundingTokens:
      choices.mode === 'eoa' && funding
        ? [
            {
              tokenAddress: funding.token,
              chainId: funding.chainId,
              amount: funding.amount.toString(),
            },
          ]
        : undefined,
    storageKey: 'supertx-playground:in-flight',
    onStatus: (state) => log.add(state),
  }
  const notReady = !owner
    ? 'Connect a wallet first.'
    : !preset
      ? orchestrator.error
        ? 'Your smart account could not be looked up.'
        : 'Looking up your smart account…'
      : !composeFlows
        ? 'Correct the flows in the builder first.'
        : funding_
          ? `Funding the smart account on ${chainA.name}…`
          : undefined

  return (
    <section aria-labelledby="flow-heading">
      <h2 id="flow-heading">Supertransaction</h2>
      <div className="row">
        <label>
          Preset{' '}
          <select
            aria-label="Preset"
            value={choices.preset}
            onChange={(e) => setChoices({ preset: e.target.value as PresetChoice })}
          >
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PRESET_LABELS[id]}
              </option>
            ))}
            <option value="custom">Custom (the flows edited below)</option>
          </select>
        </label>
        <label>
          Mode{' '}
          <select
            aria-label="Mode"
            value={choices.mode}
            onChange={(e) => setChoices({ mode: e.target.value as Mode })}
          >
            {MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fee{' '}
          <select
            aria-label="Fee"
            value={choices.fee}
            onChange={(e) => setChoices({ fee: e.target.value })}
          >
            <option value="sponsored">sponsored</option>
            {chainA.tokens.map((t) => (
              <option key={t.symbol} value={t.symbol}>
                {t.symbol} on {chainA.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {orchestrator.error ? (
        <p role="alert" className="error">
          Could not look up your smart account: {describeError(orchestrator.error)}
        </p>
      ) : null}
      <p className="hint">
        {choices.mode === 'smart-account'
          ? `Runs from your smart account ${smartAccount ?? '…'}; Execute first sends it what the preset needs from your wallet.`
          : choices.mode === 'eoa'
            ? 'Pulls what the preset needs from your wallet with one permit or approval.'
            : 'Your wallet itself runs the calls after an EIP-7702 delegation (the dev wallet signs it).'}
      </p>
      <details className="flows">
        <summary>
          {isCustom
            ? `Flows of the Custom preset (${composeFlows?.length ?? 0}), edited from “${PRESET_LABELS[base]}”`
            : `Flows of this preset (${composeFlows?.length ?? 0}) — edit them to make a Custom preset`}
        </summary>
        {presetDrafts ? (
          <FlowBuilder
            // A new preset (or account) starts the builder over from its flows; the first edit
            // (the preset becomes Custom) keeps it, and the field being typed in keeps focus.
            key={`${base}|${executing}`}
            // Max reads the account the amounts come out of: the smart account in smart-account mode.
            mode={choices.mode}
            value={isCustom ? (custom?.drafts ?? presetDrafts) : presetDrafts}
            onChange={(drafts, result) => {
              setCustom({
                base,
                drafts,
                composeFlows: result.composeFlows as ComposeFlow[] | undefined,
              })
              if (!isCustom) setChoices({ preset: 'custom' })
            }}
          />
        ) : (
          <p className="hint">The flows appear once your account is known.</p>
        )}
      </details>
      <div className="row">
        {connector?.type === 'devWallet' ? (
          <label>
            <input
              type="checkbox"
              checked={wallet.pendingRejections > 0}
              onChange={(e) => {
                wallet.rejectNext(e.target.checked ? 1 : 0)
                rerender((n) => n + 1)
              }}
            />{' '}
            Reject next request
          </label>
        ) : null}
        {choices.mode === 'smart-account' ? (
          <button
            type="button"
            disabled={Boolean(notReady)}
            onClick={() => void fund().catch((e: unknown) => setNote(describeError(e)))}
          >
            Fund account
          </button>
        ) : null}
      </div>
      {/* A new preset, mode or fee is a fresh flow (the fee choice is read once, at mount). */}
      <Supertransaction
        key={`${choices.preset}|${choices.mode}|${choices.fee}`}
        {...parameters}
        composeFlows={composeFlows ?? []}
      >
        <Run
          notReady={notReady}
          note={note}
          setNote={setNote}
          fund={choices.mode === 'smart-account' ? fund : undefined}
          onChange={() => rerender((n) => n + 1)}
        />
      </Supertransaction>
    </section>
  )
}

/** The run, inside `<Supertransaction>`: every part reads the flow from its context. */
function Run(props: {
  notReady: string | undefined
  note: string | undefined
  setNote: (note: string | undefined) => void
  fund: (() => Promise<void>) | undefined
  onChange: () => void
}) {
  const { notReady, note, setNote, fund } = props
  const context = useSupertxFlow()
  const describeError = useDescribeError()
  if (!context) return null
  const { flow } = context
  /** One press runs it all: fund the smart account if needed, then quote, sign, execute, track. */
  async function onExecute() {
    setNote(undefined)
    try {
      if (flow.status === 'error' && flow.step === 'signing') {
        await flow.retry()
        return
      }
      if (flow.status === 'error') flow.reset()
      await fund?.()
      await flow.execute()
    } catch (error) {
      setNote(describeError(error))
    }
    props.onChange()
  }
  const receipt = flow.data.receipt
  return (
    <div className="run">
      <p role="status" aria-label="Flow status" className={`status status-${flow.status}`}>
        Status: {flow.status}
        {flow.status === 'error' && flow.step ? ` (at ${flow.step})` : ''}
      </p>
      <SupertxButton
        labels={EXECUTE_LABELS}
        disabledReason={notReady}
        onClick={() => void onExecute()}
      />
      {note ? (
        <p className="note" role="alert">
          {note}
        </p>
      ) : null}
      <div className="run-parts">
        <QuoteSummary />
        {flow.status !== 'idle' ? <SigningSteps /> : null}
      </div>
      {receipt ? (
        <SupertxTracker receipt={receipt} />
      ) : flow.supertxHash ? (
        <p>
          <ExplorerLink supertxHash={flow.supertxHash} />
        </p>
      ) : null}
    </div>
  )
}
