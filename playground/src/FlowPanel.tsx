// The supertransaction panel: preset, mode, fee, then Execute; the status and the explorer link.
// Drop-in point for the kit's components: `<Supertransaction mode={…} composeFlows={…} />` (and
// `<FlowBuilder>`) replace the markup below the choices; the parameters built here are theirs.
import { useState } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import {
  getChainId,
  readContract,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'
import { BaseError, type FeeToken, type Mode } from '../../src/core/index.js'
import { DEV_WALLET_ACCOUNTS } from '../../src/dev-wallet/index.js'
import {
  ExplorerLink,
  QuoteSummary,
  type UseSupertransactionParameters,
  useOrchestrator,
  useSupertransaction,
} from '../../src/react/index.js'
import type { DevWallet } from './App.js'
import type { PlaygroundChain, PlaygroundDevnet } from './devnet-info.js'
import { remember } from './history-store.js'
import { buildPreset, PRESET_IDS, PRESET_LABELS, type Preset, type PresetId } from './presets.js'
import { MODES, useChoices } from './url-state.js'

/** The dev account that receives deposits; the playground never signs with it. */
const VAULT_INDEX = 9

/** Fee headroom the playground adds when it funds a smart account paying fees in a token. */
const FEE_MARGIN: Record<string, bigint> = { USDC: 5_000_000n, USDT: 5_000_000n, WETH: 10n ** 16n }

/** A plain sentence for an error: the kit's short message and its hints. */
export function describeError(error: unknown): string {
  if (error instanceof BaseError)
    return [error.shortMessage, ...(error.metaMessages ?? [])].join(' ')
  if (error && typeof error === 'object' && 'shortMessage' in error)
    return String((error as { shortMessage: unknown }).shortMessage)
  return error instanceof Error ? error.message : String(error)
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
  const preset: Preset | undefined =
    owner && executing && vault
      ? buildPreset(choices.preset, { devnet, account: executing, owner, vault })
      : undefined
  const feeSymbol = choices.fee === 'sponsored' ? undefined : choices.fee
  const feeTokenInfo = chainA.tokens.find((t) => t.symbol === feeSymbol)
  const feeToken: FeeToken | undefined = feeTokenInfo
    ? { address: feeTokenInfo.address, chainId: chainA.id }
    : undefined

  const [note, setNote] = useState<string>()
  const [, rerender] = useState(0)
  const parameters: UseSupertransactionParameters = {
    mode: choices.mode,
    composeFlows: preset?.composeFlows ?? [],
    feeToken,
    fundingTokens:
      choices.mode === 'eoa' && preset
        ? [
            {
              tokenAddress: preset.funding.token,
              chainId: preset.funding.chainId,
              amount: preset.funding.amount.toString(),
            },
          ]
        : undefined,
    storageKey: 'supertx-playground:in-flight',
    onStatus: (state) => {
      const hash = state.data.supertxHash
      if (hash)
        remember({
          supertxHash: hash,
          preset: choices.preset,
          mode: choices.mode,
          explorerUrl: state.data.explorerUrl,
          at: Date.now(),
        })
      rerender((n) => n + 1)
    },
  }
  const tx = useSupertransaction(parameters)
  const busy = !['idle', 'quoted', 'success', 'failed', 'error'].includes(tx.status)

  /** smart-account mode spends what the orchestrator account holds: top it up from the wallet. */
  async function fund() {
    if (!preset || !smartAccount) return
    const needs = new Map<Address, bigint>([[preset.funding.token, preset.funding.amount]])
    if (feeTokenInfo)
      needs.set(
        feeTokenInfo.address,
        (needs.get(feeTokenInfo.address) ?? 0n) + (FEE_MARGIN[feeTokenInfo.symbol] ?? 0n),
      )
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
  }

  async function onExecute() {
    setNote(undefined)
    try {
      if (tx.status === 'error' && tx.step === 'signing') {
        await tx.retry()
        return
      }
      if (tx.status === 'error') tx.reset()
      if (choices.mode === 'smart-account') await fund()
      await tx.execute()
    } catch (error) {
      setNote(describeError(error))
    }
  }

  const errorText = tx.status === 'error' || tx.status === 'failed' ? tx.error : undefined
  return (
    <section aria-labelledby="flow-heading">
      <h2 id="flow-heading">Supertransaction</h2>
      <div className="row">
        <label>
          Preset{' '}
          <select
            aria-label="Preset"
            value={choices.preset}
            onChange={(e) => {
              setChoices({ preset: e.target.value as PresetId })
              tx.reset()
            }}
          >
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PRESET_LABELS[id]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Mode{' '}
          <select
            aria-label="Mode"
            value={choices.mode}
            onChange={(e) => {
              setChoices({ mode: e.target.value as Mode })
              tx.reset()
            }}
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
            onChange={(e) => {
              setChoices({ fee: e.target.value })
              tx.reset()
            }}
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
            disabled={!preset || busy}
            onClick={() => void fund().catch((e: unknown) => setNote(describeError(e)))}
          >
            Fund account
          </button>
        ) : null}
        <button type="button" disabled={!preset || busy} onClick={() => void onExecute()}>
          Execute
        </button>
      </div>
      <p role="status" className={`status status-${tx.status}`}>
        Status: {tx.status}
        {tx.status === 'error' && tx.step ? ` (at ${tx.step})` : ''}
      </p>
      {note ? <p className="note">{note}</p> : null}
      {errorText ? (
        <p role="alert" className="error">
          {describeError(errorText)}
        </p>
      ) : null}
      {tx.data.quote ? <QuoteSummary quote={tx.data.quote} /> : null}
      {tx.supertxHash ? (
        <p>
          <ExplorerLink supertxHash={tx.supertxHash} /> <code>{tx.supertxHash}</code>
        </p>
      ) : null}
    </section>
  )
}
