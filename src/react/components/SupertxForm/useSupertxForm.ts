'use client'
import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Address, Chain } from 'viem'
import { isAddress } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'
import { WagmiContext } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { fundingTokensOf } from '../../../core/flow-drafts/funding-tokens.js'
import { parseAmountText } from '../../../core/forms/amount-text.js'
import type { FormStepIssue, FormStepKind } from '../../../core/forms/form-steps.js'
import { formStepsToComposeFlows } from '../../../core/forms/form-steps.js'
import { type FeeAmount, maxAmount } from '../../../core/forms/max-amount.js'
import { getIntentRouteQueryOptions } from '../../../core/query/api.js'
import type { Mode } from '../../../core/schemas/common.js'
import type { ComposeFlow } from '../../../core/schemas/compose-flow.js'
import type { TokenRead } from '../../../core/tokens/read-token.js'
import { findToken, type TokenInfo } from '../../../core/tokens/token-list.js'
import { SupertxContext } from '../../config-context.js'
import { useOwnerAddress } from '../../hooks/useOwnerAddress.js'
import { useChainInfo } from '../../ui/useChainInfo.js'
import { useSupertxUi } from '../../ui/useSupertxUi.js'
import { tokenUnreadable, tokenValue, useTokenReads } from '../../wagmi/useTokenReads.js'
import { useSupertransactionContext } from '../parts/supertransaction-context.js'
import { draftsToSteps, type FieldIssue, newStepDraft, type StepDraft } from './form-draft.js'

/** A token the pickers offer: the app's list, or one the person pasted (`listed: false`). */
export type TokenOption = TokenInfo & {
  listed: boolean
  /** The holder's balance in base units; undefined while unknown. */
  balance: bigint | undefined
  /**
   * Why the balance stays unknown once reading it ended: its chain's node does not answer
   * (`unreachable`: `retryBalances` asks again), or the token's answer is not a balance
   * (`unreadable`); undefined while it is read or known.
   */
  balanceUnknown?: 'unreachable' | 'unreadable' | undefined
}

/** An amount to leave untouched by Max: the fee, when paid in that token on that chain. */
export type ReservedAmount = FeeAmount

export type UseSupertxFormParameters = {
  /** The steps to start with; default one send step on the first chain. */
  defaultSteps?: readonly StepDraft[] | undefined
  /** The step kinds offered; default send, swap, bridge, and deposit when `vaults` are given. */
  kinds?: readonly FormStepKind[] | undefined
  /** Where a deposit goes, per chain id: the app's vault. */
  vaults?: Readonly<Record<number, Address>> | undefined
  /**
   * Whose balances the pickers show and the amounts are checked against (what the flows spend
   * up front); default the connected wallet.
   */
  holder?: Address | undefined
  /**
   * smart-account mode: the smart account that runs the flows. What it already holds counts
   * toward the amounts beside the holder's balance (the funding step sends only what it lacks);
   * the pickers, Max and the balance check read the sum. Ignored in the other modes.
   */
  account?: Address | undefined
  /** The request's mode; default the enclosing `<Supertransaction>`'s. eoa-7702 offers no chaining. */
  mode?: Mode | undefined
  /** What Max leaves: default the enclosing `<Supertransaction>`'s quoted fee. */
  fee?: ReservedAmount | undefined
  /** Called with the compose flows whenever every field is valid, else with undefined. */
  onChange?: ((composeFlows: ComposeFlow[] | undefined) => void) | undefined
}

export type UseSupertxFormReturnType = {
  drafts: readonly StepDraft[]
  update: (index: number, patch: Partial<StepDraft>) => void
  add: (kind: FormStepKind) => void
  remove: (index: number) => void
  kinds: readonly FormStepKind[]
  chains: readonly { id: number; name: string; hasEns: boolean }[]
  /** Tokens on a chain (listed first, then pasted ones), with the holder's balances. */
  tokensOn: (chainId: number | undefined) => TokenOption[]
  /** The token of an address on a chain, listed or read; undefined while unknown. */
  tokenOf: (chainId: number, address: Address) => TokenOption | undefined
  /** Whether a pasted address could not be read as a token on that chain. */
  unreadable: (chainId: number, address: Address) => boolean
  /** What is wrong, per step and field (the first per field is shown). */
  issues: readonly FormIssue[]
  /** The compose flows, once every field is valid. */
  composeFlows: ComposeFlow[] | undefined
  /** Reads again every balance whose chain did not answer (it may answer now). */
  retryBalances: () => void
  /** Max of a step: the balance less the reserved fee, or undefined while unknown. */
  maxOf: (index: number) => { amount: bigint; reserved: bigint } | undefined
  /** Whether chaining ("all that the previous step gives") is offered (not in eoa-7702). */
  chaining: boolean
  vaults: Readonly<Record<number, Address>> | undefined
  /** A swap step's route query failed: why (an error to describe). */
  routeError: (index: number) => unknown
  /** The address a send step's ENS name resolved to (shown beside the name), if it is one. */
  ensAddress: (index: number) => Address | undefined
}

/** What is wrong with a field, or with the amount of a step against the balance. */
export type FormIssue =
  | FieldIssue
  | ({ field: 'amount' } & FormStepIssue)
  | {
      step: number
      field: 'amount'
      code: 'insufficient'
      chainId: number
      token: Address
      balance: bigint
      needed: bigint
    }

const DEFAULT_KINDS: readonly FormStepKind[] = ['send', 'swap', 'bridge']

/**
 * The headless end-user form: steps (send, swap, bridge, deposit) in tokens, chains and amounts,
 * the tokens on every chain with the holder's balances (the provider's token list, plus a token
 * pasted by address, read from its chain), what is wrong per field in the user's terms (including
 * "you have 12.5 USDC on Devnet A"), and the compose flows once all is valid. Needs a
 * WagmiProvider (balances, token reads) and a SupertxProvider (a swap's route, for chaining).
 */
export function useSupertxForm(
  parameters: UseSupertxFormParameters = {},
): UseSupertxFormReturnType {
  const { tokenList, locale } = useSupertxUi()
  const parent = useSupertransactionContext()
  const mode = parameters.mode ?? parent?.mode
  const wagmi = useContext(WagmiContext)
  const chainInfo = useChainInfo()
  const chains = useMemo(
    () =>
      ((wagmi?.chains ?? []) as readonly Chain[]).map((chain) => ({
        id: chain.id,
        name: chain.name,
        hasEns: Boolean(chain.contracts?.ensUniversalResolver),
      })),
    [wagmi?.chains],
  )
  const holder = useOwnerAddress(parameters.holder)
  const vaults = parameters.vaults
  const kinds = parameters.kinds ?? (vaults ? [...DEFAULT_KINDS, 'deposit'] : DEFAULT_KINDS)
  const [drafts, setDrafts] = useState<readonly StepDraft[]>(
    () =>
      parameters.defaultSteps ?? [
        newStepDraft(kinds[0] ?? 'send', { chainId: chains[0]?.id, toChainId: chains[1]?.id }),
      ],
  )
  const chaining = mode !== 'eoa-7702'

  // Tokens: the list, and any address a step names that the list lacks (read from its chain).
  const listed = tokenList?.tokens ?? []
  const pasted = useMemo(() => {
    const seen = new Map<string, { chainId: number; address: Address }>()
    for (const d of drafts)
      for (const [chainId, address] of [
        [d.chainId, d.token],
        [d.chainId, d.toToken],
      ] as const)
        if (chainId !== undefined && address && isAddress(address, { strict: false }))
          if (!findToken(tokenList, chainId, address))
            seen.set(`${chainId}:${address.toLowerCase()}`, { chainId, address })
    return [...seen.values()]
  }, [drafts, tokenList])
  const facts = useTokenReads(
    pasted.flatMap(({ chainId, address }) => [
      { chainId, token: address, fact: 'symbol' as const },
      { chainId, token: address, fact: 'decimals' as const },
      { chainId, token: address, fact: 'name' as const },
    ]),
    { staleTime: Number.POSITIVE_INFINITY },
  )
  const all = useMemo(() => {
    const read: (TokenInfo & { listed: boolean; unreadable: boolean })[] = pasted.map(
      ({ chainId, address }, i) => {
        const symbol = tokenValue(facts[i * 3], 'symbol')
        const decimals = tokenValue(facts[i * 3 + 1], 'decimals')
        const name = tokenValue(facts[i * 3 + 2], 'name')
        return {
          chainId,
          address,
          symbol: symbol ?? '',
          name: name ?? symbol ?? '',
          decimals: decimals ?? -1,
          listed: false,
          unreadable: tokenUnreadable(facts[i * 3]) || tokenUnreadable(facts[i * 3 + 1]),
        }
      },
    )
    return [...listed.map((t) => ({ ...t, listed: true, unreadable: false })), ...read]
  }, [listed, pasted, facts])
  const balances = useTokenReads(
    all.map((t) => ({
      chainId: t.chainId,
      token: t.address,
      fact: 'balanceOf' as const,
      holder,
    })),
    { enabled: Boolean(holder) },
  )
  // smart-account mode: what the smart account already holds counts too.
  const account = mode === 'smart-account' ? parameters.account : undefined
  const held = useTokenReads(
    all.map((t) => ({
      chainId: t.chainId,
      token: t.address,
      fact: 'balanceOf' as const,
      holder: account,
    })),
    { enabled: Boolean(account) },
  )
  const options: TokenOption[] = all
    .map((t, i) => {
      const own = tokenValue(balances[i], 'balanceOf')
      const more = account ? tokenValue(held[i], 'balanceOf') : 0n
      const balance = own === undefined || more === undefined ? undefined : own + more
      // A read that ended without a balance is said (its chain is down), not "…" forever.
      const balanceUnknown =
        balance === undefined
          ? (unknownBecause(balances[i]) ?? (account ? unknownBecause(held[i]) : undefined))
          : undefined
      return { ...t, balance, balanceUnknown }
    })
    .filter((t) => t.decimals >= 0)
  const optionOf = (chainId: number, address: string) =>
    options.find((t) => t.chainId === chainId && t.address.toLowerCase() === address.toLowerCase())

  // A swap that a later step chains onto: its route's least output, quoted by the API.
  const config = useContext(SupertxContext)
  const routeQueries = useQueries({
    queries: drafts.map((d, i) => {
      const next = drafts[i + 1]
      const token = d.chainId !== undefined && d.token ? optionOf(d.chainId, d.token) : undefined
      const amount = token ? exactAmount(d, token.decimals, locale) : undefined
      const wanted =
        Boolean(config && holder && mode) && d.kind === 'swap' && next?.previous === true
      const opts = config
        ? getIntentRouteQueryOptions(config, {
            srcToken: d.token,
            dstToken: d.toToken,
            srcChainId: d.chainId,
            dstChainId: d.chainId,
            amount: amount?.toString(),
            ownerAddress: holder,
            mode,
            slippage: slippageFraction(d.slippage),
          } as never)
        : undefined
      return {
        ...(opts ?? { queryKey: ['supertx-form-route', i], queryFn: () => null }),
        enabled: wanted && amount !== undefined && Boolean(opts?.enabled),
      } as never
    }),
  }) as { data?: { minOutputAmount?: string }; error: unknown }[]

  // A name typed where the chain has ENS: resolved with viem's getEnsAddress on wagmi's client.
  const names = drafts.flatMap((d) => {
    const name = d.recipient.trim()
    const chain = chains.find((c) => c.id === d.chainId)
    return d.kind === 'send' &&
      chain?.hasEns &&
      /^[^\s.]+(\.[^\s.]+)+$/.test(name) &&
      !name.startsWith('0x')
      ? [{ name, chainId: chain.id }]
      : []
  })
  const ensQueries = useQueries({
    queries: names.map(({ name, chainId }) => ({
      queryKey: ['supertx-form-ens', chainId, name],
      queryFn: async () => {
        const client = wagmi ? getClient(wagmi, { chainId }) : undefined
        if (!client) return null
        return (await getEnsAddress(client, { name: normalize(name) })) ?? null
      },
      staleTime: 60_000,
    })),
  })
  const resolved = (name: string, chainId: number): Address | null | undefined => {
    const i = names.findIndex((n) => n.name === name && n.chainId === chainId)
    const query = ensQueries[i]
    return query?.isError ? null : (query?.data as Address | null | undefined)
  }

  const draft = draftsToSteps(drafts, {
    locale,
    tokenOf: (chainId, address) => optionOf(chainId, address),
    twinOf: (token, chainId) =>
      options.find((t) => t.chainId === chainId && t.listed && t.symbol === token.symbol),
    hasEns: (chainId) => chains.find((c) => c.id === chainId)?.hasEns ?? false,
    resolved,
    vaultOf: (chainId) => vaults?.[chainId],
    minOutputOf: (index) => {
      const min = routeQueries[index]?.data?.minOutputAmount
      return min && /^\d+$/.test(min) ? BigInt(min) : undefined
    },
  })
  const issues: FormIssue[] = [...draft.issues]
  let composeFlows: ComposeFlow[] | undefined
  if (draft.steps) {
    const built = formStepsToComposeFlows(draft.steps)
    if (built.ok) composeFlows = built.composeFlows
    else for (const issue of built.issues) issues.push({ ...issue, field: 'amount' })
  }
  // What the flows spend up front, against the holder's balance: said on the step that spends it.
  if (composeFlows) {
    for (const need of fundingTokensOf(composeFlows)) {
      const token = optionOf(need.chainId, need.tokenAddress)
      if (!token || token.balance === undefined) continue
      const needed = BigInt(need.amount)
      if (needed <= token.balance) continue
      const step = drafts.findIndex(
        (d) =>
          d.chainId === need.chainId && d.token?.toLowerCase() === need.tokenAddress.toLowerCase(),
      )
      issues.push({
        step: Math.max(step, 0),
        field: 'amount',
        code: 'insufficient',
        chainId: need.chainId,
        token: token.address,
        balance: token.balance,
        needed,
      })
    }
    if (issues.length) composeFlows = undefined
  }

  // onChange with the flows when they change (by content), not on every render.
  const onChange = parameters.onChange
  const sent = useRef<string | undefined>(undefined)
  const key = composeFlows ? JSON.stringify(composeFlows) : ''
  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    onChange?.(key ? (JSON.parse(key) as ComposeFlow[]) : undefined)
  }, [key, onChange])

  const fee = parameters.fee ?? parent?.supertransaction.data.quote?.fee

  return {
    drafts,
    update: (index, patch) =>
      setDrafts((old) => old.map((d, i) => (i === index ? { ...d, ...patch } : d))),
    add: (kind) =>
      setDrafts((old) => {
        const last = old[old.length - 1]
        // A new step starts where the last one leaves its tokens.
        const at = last?.kind === 'bridge' ? last.toChainId : last?.chainId
        const token =
          last?.kind === 'swap'
            ? last.toToken
            : last?.kind === 'bridge' &&
                last.token &&
                last.chainId !== undefined &&
                at !== undefined
              ? (() => {
                  const from = optionOf(last.chainId, last.token)
                  return from
                    ? options.find((t) => t.chainId === at && t.symbol === from.symbol)?.address
                    : undefined
                })()
              : undefined
        const follows = last && (last.kind === 'swap' || last.kind === 'bridge')
        return [
          ...old,
          newStepDraft(kind, {
            chainId: at ?? chains[0]?.id,
            toChainId: chains.find((c) => c.id !== at)?.id,
            token,
            previous: Boolean(follows && chaining),
          }),
        ]
      }),
    remove: (index) => setDrafts((old) => old.filter((_, i) => i !== index)),
    kinds,
    chains: chains.map((c) => ({ ...c, name: chainInfo.name(c.id) })),
    tokensOn: (chainId) => options.filter((t) => chainId === undefined || t.chainId === chainId),
    tokenOf: optionOf,
    unreadable: (chainId, address) =>
      all.some(
        (t) =>
          t.unreadable &&
          t.chainId === chainId &&
          t.address.toLowerCase() === address.toLowerCase(),
      ),
    issues,
    composeFlows,
    retryBalances: () => {
      for (const read of [...balances, ...held]) if (read.isError) void read.refetch()
    },
    maxOf: (index) => {
      const d = drafts[index]
      if (!d || d.chainId === undefined || !d.token) return undefined
      const token = optionOf(d.chainId, d.token)
      if (!token || token.balance === undefined) return undefined
      return maxAmount({ balance: token.balance, chainId: d.chainId, token: d.token, fee })
    },
    chaining,
    vaults,
    routeError: (index) => routeQueries[index]?.error ?? undefined,
    ensAddress: (index) => {
      const d = drafts[index]
      return d?.chainId === undefined
        ? undefined
        : (resolved(d.recipient.trim(), d.chainId) ?? undefined)
    },
  }
}

/** Why a balance read ended without a balance: the node was not reached, or the answer is none. */
function unknownBecause(
  read: UseQueryResult<TokenRead> | undefined,
): TokenOption['balanceUnknown'] {
  if (read?.isError) return 'unreachable'
  return tokenUnreadable(read) ? 'unreadable' : undefined
}

/** A step's literal amount in base units, when it has a valid one above 0. */
function exactAmount(d: StepDraft, decimals: number, locale: string): bigint | undefined {
  if (d.previous) return undefined
  const parsed = parseAmountText(d.amount, decimals, locale)
  return parsed.ok && parsed.amount > 0n ? parsed.amount : undefined
}

function slippageFraction(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.').replace(/%$/, ''))
  return Number.isFinite(value) && value >= 0 && value <= 50 ? value / 100 : undefined
}
