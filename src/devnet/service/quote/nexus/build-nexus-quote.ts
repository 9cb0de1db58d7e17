// A quote as the real service builds it, from what the devnet's planner made (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md,
// "How the devnet builds quotes"): Nexus user ops behind EntryPoint v0.7, the payment op at index
// 0, the eoa pull first on its chain, clean-ups with their nonce dependency, `meeUserOpHash` by the
// formula of the quote type and version, `quote.hash` the sorted OpenZeppelin root and the payload
// of the quote type. Pure: what it needs from the chains (accounts, versions, deployed or not, gas
// prices, token permit facts) comes in as parameters. Not yet what POST /v1/quote answers.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddressEqual,
  type SignedAuthorization,
  zeroAddress,
} from 'viem'
import {
  ENTRY_POINT_V07,
  type MeeUserOpHashFormula,
  meeUserOpHashFormula,
  quoteLeaf,
  sortedMerkleTree,
  superTxDomain,
  superTxTypes,
  userOpHash,
} from '../../../../core/protocol/nexus/index.js'
import type { Call } from '../../../../core/protocol/types.js'
import { validationError } from '../../api-errors.js'
import { type Funding, fundingPullCall } from '../funding.js'
import {
  DEPLOY_VERIFICATION_GAS,
  FEE_CALL_GAS,
  PRE_VERIFICATION_GAS,
  VERIFICATION_GAS,
} from '../gas.js'
import type { OpDraft, TimeWindow } from '../group-ops.js'
import {
  type OnchainPayload,
  onchainPayload,
  type PermitInfo,
  type PermitPayload,
  permitPayload,
  type SimplePayload,
} from '../payloads.js'
import { toApiAuthorization } from '../shape-response.js'
import type { NexusAddresses, NexusVersion } from './addresses.js'
import {
  type ComposableDraft,
  composableDraft,
  executeCallData,
  executeComposableCallData,
  nonceDependencyParam,
  plainCallData,
  readsAtRunTime,
} from './call-data.js'
import { nexusInitCode, nexusNonce } from './user-op-fields.js'

/** What the builder needs to know about one chain of the quote. */
export type NexusChain = {
  /** Who runs the ops here: the owner's Nexus account, or the owner's EOA in eoa-7702. */
  account: Address
  version: NexusVersion
  /**
   * Whether `account` has code; the first op of an undeployed account carries initCode. In
   * eoa-7702: whether the EOA is delegated to `addresses.implementation` already (then no
   * authorization is needed).
   */
  deployed: boolean
  addresses: NexusAddresses
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  /** The node paymaster's data every op carries (real-encoding §1.5); `0x` when the account pays. */
  paymasterAndData?: Hex
  /** eoa-7702: the owner's signed authorization, carried by the first op on this chain. */
  authorization?: SignedAuthorization
}

/** Who pays, and how: the payment op at index 0. */
export type NexusPayment =
  | {
      kind: 'fee'
      chainId: number
      /** The fee token; the zero address for a native fee. */
      token: Address
      amount: bigint
      /** Who receives the fee: node configuration, unknown for the real service (real-encoding §7). */
      beneficiary: Address
    }
  | {
      /**
       * A trusted (hosted) sponsor's op: never executed, callData `0x`, nonce and gas 0 and a
       * random `userOpHash` (real-encoding §1.4). The caller draws `userOpHash`, so the builder stays pure.
       */
      kind: 'trusted-sponsor'
      chainId: number
      gasTank: Address
      userOpHash: Hex
    }
  | { kind: 'none' }

/** What the builder writes into every op: gas, encoding choice and nonce keys. */
export type BuildNexusQuoteParameters = {
  mode: 'smart-account' | 'eoa' | 'eoa-7702'
  owner: Address
  /**
   * The planned ops, as `groupOps` and `cleanUpDrafts` give them: no fee call and no eoa pull
   * (the builder adds both the real service's way). Clean-ups carry `isCleanUp`.
   */
  drafts: readonly OpDraft[]
  chains: ReadonlyMap<number, NexusChain>
  payment: NexusPayment
  /** eoa: the one funding token; `permitInfo` when it is an EIP-2612 token (a permit quote). */
  funding?: Funding | undefined
  permitInfo?: PermitInfo | undefined
  /** The quote's window: the payment op's upper bound, and the pull's own op when it needs one. */
  window: TimeWindow
  /**
   * `auto`: `execute` for an op whose calls are all fixed, `executeComposable` when one reads a value at
   * run time (abstractjs's `build` / `buildComposable`). `composable`: every op but the payment op
   * composable (the API's instructions say `isComposable: true`). Which the real API does is not
   * known (real-encoding §7). Clean-ups are always composable.
   */
  encoding?: 'auto' | 'composable'
  /**
   * The 24-bit nonce key of op i (the payment op is 0). abstractjs takes `Date.now() mod
   * (2^24 − 1)`, a fresh millisecond per op, so each op has a key of its own and sequence 0:
   * `(i) => (Date.now() + i) % NONCE_KEY_MODULUS`.
   */
  nonceKey: (opIndex: number) => number
  entryPoint?: Address
}

/** One `quote.userOps` item, as the API shows it. */
export type NexusQuoteItem = {
  userOp: {
    sender: Address
    nonce: string
    initCode: Hex
    callData: Hex
    callGasLimit: string
    verificationGasLimit: string
    preVerificationGas: string
    maxFeePerGas: string
    maxPriorityFeePerGas: string
    paymasterAndData: Hex
    signature: '0x'
  }
  userOpHash: Hex
  meeUserOpHash: Hex
  lowerBoundTimestamp: number
  upperBoundTimestamp: number
  maxGasLimit: string
  maxFeePerGas: string
  chainId: number
  isCleanUpUserOp: boolean
  shortEncoding: false
  eip7702Auth?: ReturnType<typeof toApiAuthorization>
}

/** The 2.2.1 smart-account `simple` payload: EIP-712 `SuperTx` (its exact API JSON is not known). */
export type SuperTxPayload = {
  signablePayload: {
    domain: typeof superTxDomain
    types: typeof superTxTypes
    primaryType: 'SuperTx'
    message: {
      meeUserOps: { userOpHash: Hex; lowerBoundTimestamp: number; upperBoundTimestamp: number }[]
    }
  }
}

export type NexusPayloadToSign = SimplePayload | SuperTxPayload | PermitPayload | OnchainPayload

export type NexusQuote = {
  quoteType: 'simple' | 'permit' | 'onchain'
  /** The root of OpenZeppelin's `SimpleMerkleTree` over the leaves, sorted. */
  hash: Hex
  formula: MeeUserOpHashFormula
  userOps: NexusQuoteItem[]
  /** Per item, its leaf's proof: what the node puts in each op's signature. */
  proofs: Hex[][]
  /** Per item, per call of its callData, the request field the call came from (for errors). */
  callPaths: string[][][]
  payloadToSign: [NexusPayloadToSign]
}

/** Seconds a clean-up may run after the quote's window (abstractjs: 180 / 2). */
export const CLEAN_UP_EXTRA_SECONDS = 90

type Planned = {
  chainId: number
  sender: Address
  nonce: bigint
  callData: Hex
  gas: bigint
  lower: number
  upper: number
  isCleanUp: boolean
  /** The payment op (index 0): a clean-up never waits for it. */
  isPayment?: boolean
  initCode: Hex
  authorization?: SignedAuthorization
  /** The trusted sponsor's op: not hashed, its hash drawn by the caller. */
  givenHash?: Hex
  /** Per call, the request field it came from. */
  paths: string[][]
}

/**
 * Builds a real-shaped quote from the devnet's planned ops.
 *
 * @example
 * const quote = buildNexusQuote({ mode: 'smart-account', owner, drafts, chains, payment, window,
 *   nonceKey: (i) => (Date.now() + i) % NONCE_KEY_MODULUS })
 */
export function buildNexusQuote(parameters: BuildNexusQuoteParameters): NexusQuote {
  const { mode, owner, chains, payment, window } = parameters
  const entryPoint = parameters.entryPoint ?? ENTRY_POINT_V07
  const encoding = parameters.encoding ?? 'auto'
  const chainOf = (chainId: number): NexusChain => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`No Nexus chain facts for chain ${chainId}.`)
    return chain
  }
  const copy = (d: OpDraft): OpDraft => ({
    ...d,
    calls: [...d.calls],
    paths: d.paths ? [...d.paths] : d.calls.map(() => []),
  })
  const main = parameters.drafts.filter((d) => d.isCleanUp !== true).map(copy)
  const cleanUps = parameters.drafts.filter((d) => d.isCleanUp === true)

  // eoa: the account pulls the funding first on its chain; the fee is not in this pull.
  const funding = parameters.funding
  if (mode === 'eoa') {
    if (!funding) throw new Error('An eoa quote needs its funding token.')
    const pull = fundingPullCall(funding, owner, chainOf(funding.chainId).account)
    const path = ['fundingTokens', '0']
    const first = main.find((d) => d.chainId === funding.chainId)
    if (first) {
      first.calls.unshift(pull)
      first.paths?.unshift(path)
      first.gas += 100_000n
    } else
      main.unshift({
        chainId: funding.chainId,
        calls: [pull],
        paths: [path],
        gas: 100_000n,
        ...window,
      })
  }

  let keyIndex = 0
  const nextNonce = () => {
    return nexusNonce({ key: parameters.nonceKey(keyIndex++) })
  }
  const initialised = new Set<number>()
  /** initCode or the 7702 authorization, on the first op of the owner's account on a chain. */
  const firstOnChain = (chainId: number, chain: NexusChain) => {
    if (initialised.has(chainId)) return { initCode: '0x' as Hex }
    initialised.add(chainId)
    if (mode === 'eoa-7702') {
      const authorization = chain.authorization
      if (!authorization && chain.deployed) return { initCode: '0x' as Hex }
      if (!authorization)
        throw validationError(`eoa-7702 needs the owner's authorization for chain ${chainId}.`, [
          'authorizations',
        ])
      if (!isAddressEqual(authorization.address, chain.addresses.implementation))
        throw validationError(
          `The authorization for chain ${chainId} delegates to ${authorization.address}, not to the Nexus implementation ${chain.addresses.implementation}.`,
          ['authorizations'],
        )
      return { initCode: '0x' as Hex, authorization }
    }
    return { initCode: chain.deployed ? ('0x' as Hex) : nexusInitCode(owner, chain.addresses) }
  }

  const planned: Planned[] = []
  if (payment.kind === 'fee') {
    const chain = chainOf(payment.chainId)
    planned.push({
      chainId: payment.chainId,
      sender: chain.account,
      nonce: nextNonce(),
      callData: executeCallData([paymentCall(payment, mode, owner)]),
      gas: FEE_CALL_GAS,
      lower: 0,
      upper: window.upperBoundTimestamp,
      isCleanUp: false,
      isPayment: true,
      paths: [['feeToken']],
      ...firstOnChain(payment.chainId, chain),
    })
  } else if (payment.kind === 'trusted-sponsor') {
    planned.push({
      chainId: payment.chainId,
      sender: payment.gasTank,
      nonce: 0n,
      callData: '0x',
      gas: 0n,
      lower: 0,
      upper: window.upperBoundTimestamp,
      isCleanUp: false,
      isPayment: true,
      initCode: '0x',
      givenHash: payment.userOpHash,
      paths: [],
    })
  }

  for (const draft of main) {
    const chain = chainOf(draft.chainId)
    const paths = draft.paths ?? []
    const composable = encoding === 'composable' || draft.calls.some(readsAtRunTime)
    planned.push({
      chainId: draft.chainId,
      sender: chain.account,
      nonce: nextNonce(),
      callData: composable
        ? executeComposableCallData(
            draft.calls.map((call, j) => composableDraft(call, chain.addresses, paths[j] ?? [])),
            chain.version,
            paths[0] ?? [],
          )
        : executeCallData(
            draft.calls.map((call) => ({
              to: call.to,
              value: call.value,
              data: plainCallData(call),
            })),
          ),
      gas: draft.gas,
      lower: draft.lowerBoundTimestamp,
      upper: draft.upperBoundTimestamp,
      isCleanUp: false,
      paths: draft.calls.map((_, j) => paths[j] ?? []),
      ...firstOnChain(draft.chainId, chain),
    })
  }

  for (const draft of cleanUps) {
    const chain = chainOf(draft.chainId)
    const place = draft.paths?.[0] ?? ['cleanUps']
    // A clean-up waits for the last main op on its chain (never the payment op): EntryPoint's
    // nonce for that op's key must have moved past it (abstractjs: the last main op of the
    // quote, on whichever chain).
    const after = planned.findLast(
      (op) => op.chainId === draft.chainId && !op.isCleanUp && op.isPayment !== true,
    )
    if (!after)
      throw validationError(
        `A clean-up on chain ${draft.chainId} needs an op of the account on that chain to wait for.`,
        [...place, 'chainId'],
      )
    const calls: ComposableDraft[] = draft.calls.map((call: Call) => {
      if (call.to === zeroAddress)
        throw validationError(
          'The devnet builds ERC-20 clean-ups only; a native clean-up is not built.',
          [...place, 'tokenAddress'],
        )
      return {
        ...composableDraft(call, chain.addresses, place),
        trailing: [nonceDependencyParam(chain.account, after.nonce, entryPoint)],
      }
    })
    planned.push({
      chainId: draft.chainId,
      sender: chain.account,
      nonce: nextNonce(),
      callData: executeComposableCallData(calls, chain.version, place),
      gas: draft.gas,
      lower: draft.lowerBoundTimestamp,
      upper: draft.upperBoundTimestamp + CLEAN_UP_EXTRA_SECONDS,
      isCleanUp: true,
      paths: draft.calls.map((_, j) => draft.paths?.[j] ?? place),
      ...firstOnChain(draft.chainId, chain),
    })
  }

  const quoteType = mode !== 'eoa' ? 'simple' : funding?.permit ? 'permit' : 'onchain'
  const formula = formulaOf(quoteType, planned, chains)
  const items = planned.map((op): NexusQuoteItem => {
    const chain = chainOf(op.chainId)
    const trusted = op.givenHash !== undefined
    const fields = {
      sender: op.sender,
      nonce: op.nonce,
      initCode: op.initCode,
      callData: op.callData,
      callGasLimit: op.gas,
      verificationGasLimit: trusted
        ? 0n
        : op.initCode === '0x'
          ? VERIFICATION_GAS
          : VERIFICATION_GAS + DEPLOY_VERIFICATION_GAS,
      preVerificationGas: trusted ? 0n : PRE_VERIFICATION_GAS,
      maxFeePerGas: trusted ? 0n : chain.maxFeePerGas,
      maxPriorityFeePerGas: trusted ? 0n : chain.maxPriorityFeePerGas,
      paymasterAndData: trusted ? ('0x' as Hex) : (chain.paymasterAndData ?? '0x'),
    }
    const hash = op.givenHash ?? userOpHash(fields, op.chainId, entryPoint)
    const bounds = { lowerBoundTimestamp: op.lower, upperBoundTimestamp: op.upper }
    return {
      userOp: {
        ...fields,
        nonce: fields.nonce.toString(),
        callGasLimit: fields.callGasLimit.toString(),
        verificationGasLimit: fields.verificationGasLimit.toString(),
        preVerificationGas: fields.preVerificationGas.toString(),
        maxFeePerGas: fields.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fields.maxPriorityFeePerGas.toString(),
        signature: '0x',
      },
      userOpHash: hash,
      meeUserOpHash: quoteLeaf({ userOpHash: hash, ...bounds }, formula),
      ...bounds,
      maxGasLimit: (
        fields.callGasLimit +
        fields.verificationGasLimit +
        fields.preVerificationGas
      ).toString(),
      maxFeePerGas: fields.maxFeePerGas.toString(),
      chainId: op.chainId,
      isCleanUpUserOp: op.isCleanUp,
      shortEncoding: false,
      ...(op.authorization ? { eip7702Auth: toApiAuthorization(op.authorization) } : {}),
    }
  })
  const tree = sortedMerkleTree(items.map((item) => item.meeUserOpHash))
  return {
    quoteType,
    hash: tree.root,
    formula,
    userOps: items,
    proofs: tree.proofs,
    callPaths: planned.map((op) => op.paths),
    payloadToSign: [
      payloadOf({ ...parameters, quoteType, formula, hash: tree.root, items, chainOf }),
    ],
  }
}

/** The payment op's one call (real-encoding §1.4). */
function paymentCall(
  payment: Extract<NexusPayment, { kind: 'fee' }>,
  mode: BuildNexusQuoteParameters['mode'],
  owner: Address,
) {
  if (payment.token === zeroAddress)
    return { to: payment.beneficiary, value: payment.amount, data: '0x' as Hex }
  const data =
    mode === 'eoa'
      ? // fusion: the account spends the owner's permit or approval for the fee.
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [owner, payment.beneficiary, payment.amount],
        })
      : encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [payment.beneficiary, payment.amount],
        })
  return { to: payment.token, value: 0n, data }
}

/**
 * EIP-712 for a `simple` quote on 2.2.1, the legacy double hash otherwise. A simple quote over
 * accounts of both versions cannot be signed once (abstractjs refuses it too).
 */
function formulaOf(
  quoteType: NexusQuote['quoteType'],
  planned: readonly Planned[],
  chains: ReadonlyMap<number, NexusChain>,
): MeeUserOpHashFormula {
  if (quoteType !== 'simple') return 'legacy'
  const versions = new Set(
    planned.filter((op) => op.givenHash === undefined).map((op) => chains.get(op.chainId)!.version),
  )
  if (versions.size > 1)
    throw validationError(
      `A simple quote signs once for accounts of one version; this one has accounts of ${[...versions].join(' and ')}. Upgrade the 2.1.0 account first.`,
      ['accountAddress'],
    )
  return meeUserOpHashFormula('simple', [...versions][0] ?? '2.2.1')
}

function payloadOf(
  p: BuildNexusQuoteParameters & {
    quoteType: NexusQuote['quoteType']
    formula: MeeUserOpHashFormula
    hash: Hex
    items: NexusQuoteItem[]
    chainOf: (chainId: number) => NexusChain
  },
): NexusPayloadToSign {
  if (p.quoteType === 'simple') {
    if (p.formula === 'legacy') return { message: { raw: p.hash } }
    // The trusted sponsor's op never runs, so the owner's SuperTx leaves it out.
    const signed = p.payment.kind === 'trusted-sponsor' ? p.items.slice(1) : p.items
    return {
      signablePayload: {
        domain: superTxDomain,
        types: superTxTypes,
        primaryType: 'SuperTx',
        message: {
          meeUserOps: signed.map((item) => ({
            userOpHash: item.userOpHash,
            lowerBoundTimestamp: item.lowerBoundTimestamp,
            upperBoundTimestamp: item.upperBoundTimestamp,
          })),
        },
      },
    }
  }
  const funding = p.funding!
  // The owner's permit or approval covers the funding and the fee the payment op pulls.
  let amount = funding.amount
  if (p.payment.kind === 'fee') {
    if (p.payment.chainId !== funding.chainId || !isAddressEqual(p.payment.token, funding.token))
      throw validationError(
        `In eoa mode the payment op pulls the fee with the owner's ${p.quoteType === 'permit' ? 'permit' : 'approval'}, so feeToken must be the funding token (${funding.token} on chain ${funding.chainId}).`,
        ['feeToken', 'address'],
        'UNSUPPORTED_FEE_TOKEN',
      )
    amount += p.payment.amount
  }
  const covered = { ...funding, amount }
  const spender = p.chainOf(funding.chainId).account
  if (p.quoteType === 'permit') {
    if (!p.permitInfo) throw new Error('A permit quote needs the token’s permit facts.')
    return permitPayload(covered, p.permitInfo, p.owner, spender, p.hash)
  }
  return onchainPayload(covered, spender, p.hash)
}
