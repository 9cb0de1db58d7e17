// The K1 MEE validator's three signature formats on the devnet's Nexus accounts, each behind a real
// handleOps: simple (personal_sign of the root on 2.1.0; EIP-712 SuperTx on 2.2.1), permit (an
// EIP-2612 permit whose deadline is the root, spent by the fusion pull) and onchain (the owner's
// mined approve ‖ root); EIP-7702 EOAs delegating to the implementations; the 2.1.0 → 2.2.1 upgrade.
import {
  type Address,
  BaseError,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashTypedData,
  type LocalAccount,
  parseEther,
  parseSignature,
  parseTransaction,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  onchainApproveData,
  permitTypedData,
  superTxTypedData,
} from '../../../../src/core/protocol/nexus/index.js'
import { devPermitTokenAbi } from '../../../../src/devnet/artifacts/DevPermitToken.js'
import { nexusAccount210Abi } from '../../../../src/devnet/artifacts/NexusAccount210.js'
import { nexusAccount221Abi } from '../../../../src/devnet/artifacts/NexusAccount221.js'
import { account, expectRevert } from '../devChain.js'
import {
  accountAddress,
  balanceOf,
  bundler,
  executeSingle,
  handleOps,
  handleOpsRevert,
  initCodeFor,
  initData,
  mint,
  type NexusEnv,
  nextNonce,
  openWindow,
  type PackedOp,
  packOp,
  type QuoteItem,
  quoteOf,
  SIG,
  signSuperTx,
  simpleSignature,
  startNexusEnv,
  superTxSignature,
  transferData,
  userOp,
} from './nexus-fixture.js'

const bob = account(1)
const mallory = account(5)
const usdc6 = (n: string) => parseUnits(n, 6)

let env: NexusEnv
let usdc: Address

beforeAll(async () => {
  env = await startNexusEnv(31_603)
  usdc = env.tokens.USDC.address
})
afterAll(async () => {
  await env?.anvil.stop()
})

const revertText = (error: unknown) => (error instanceof BaseError ? error.message : String(error))

async function signLegacy(items: QuoteItem[], signer: LocalAccount) {
  const { legacy } = quoteOf(items, env.chain.id)
  const sig = await signer.signMessage({ message: { raw: legacy.root } })
  return items.map((item, i) =>
    packOp(item.op, simpleSignature(legacy.root, item, legacy.proofs[i]!, sig)),
  )
}

async function signSuperTxQuote(items: QuoteItem[], signer: LocalAccount) {
  const { hashes, eip712Items } = quoteOf(items, env.chain.id)
  const sig = await signSuperTx(signer, hashes)
  return items.map((item, i) => packOp(item.op, superTxSignature(i, eip712Items, sig, item)))
}

const transferFromData = (from: Address, to: Address, amount: bigint) =>
  encodeFunctionData({
    abi: devPermitTokenAbi,
    functionName: 'transferFrom',
    args: [from, to, amount],
  })

/** The fusion quote's two ops: pull `amount` from the owner, send it to bob. */
async function fusionItems(owner: Address, wallet: Address, amount: bigint, initCode: Hex) {
  const { lower, upper } = await openWindow(env)
  const nonce = await nextNonce(env, wallet)
  const pull: QuoteItem = {
    op: userOp({
      sender: wallet,
      nonce,
      initCode,
      callData: executeSingle(usdc, 0n, transferFromData(owner, wallet, amount)),
    }),
    lower,
    upper,
  }
  const send: QuoteItem = {
    op: userOp({
      sender: wallet,
      nonce: nonce + 1n,
      callData: executeSingle(usdc, 0n, transferData(bob.address, amount)),
    }),
    lower,
    upper,
  }
  return [pull, send]
}

const permitSignatureParameters = [
  {
    type: 'tuple',
    components: [
      { name: 'token', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'domainSeparator', type: 'bytes32' },
      { name: 'permitTypehash', type: 'bytes32' },
      { name: 'amount', type: 'uint256' },
      { name: 'chainId', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'isPermitTx', type: 'bool' },
      { name: 'root', type: 'bytes32' },
      { name: 'proof', type: 'bytes32[]' },
      { name: 'lowerBoundTimestamp', type: 'uint48' },
      { name: 'upperBoundTimestamp', type: 'uint48' },
      { name: 'v', type: 'uint256' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
    ],
  },
] as const

const PERMIT_TYPEHASH = '0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9'

describe('permit: an EIP-2612 permit whose deadline is the root', () => {
  const owner = account(6)

  /**
   * `fundedOn`: the chain id the permit names in the ops after the first (another chain's ops);
   * `signer` and `signedAmount`: who signs the permit and the value it signs (the owner, `amount`).
   */
  async function permitOps(
    items: QuoteItem[],
    wallet: Address,
    amount: bigint,
    options: {
      deadline?: bigint
      fundedOn?: bigint
      signer?: LocalAccount
      signedAmount?: bigint
    } = {},
  ) {
    const { deadline, fundedOn, signer = owner, signedAmount = amount } = options
    const { legacy } = quoteOf(items, env.chain.id)
    const nonce = await env.publicClient.readContract({
      address: usdc,
      abi: devPermitTokenAbi,
      functionName: 'nonces',
      args: [owner.address],
    })
    const domain = {
      name: 'USD Coin',
      version: '1',
      chainId: env.chain.id,
      verifyingContract: usdc,
    }
    const typedData = permitTypedData({
      domain,
      owner: owner.address,
      spender: wallet,
      value: amount,
      nonce,
      quoteHash: legacy.root,
    })
    const message = {
      ...typedData.message,
      value: signedAmount,
      deadline: deadline ?? typedData.message.deadline,
    }
    const { r, s, v } = parseSignature(await signer.signTypedData({ ...typedData, message }))
    const domainSeparator = await env.publicClient.readContract({
      address: usdc,
      abi: devPermitTokenAbi,
      functionName: 'DOMAIN_SEPARATOR',
    })
    return items.map((item, i) =>
      packOp(
        item.op,
        concat([
          SIG.permit,
          encodeAbiParameters(permitSignatureParameters, [
            {
              token: usdc,
              spender: wallet,
              domainSeparator,
              permitTypehash: PERMIT_TYPEHASH,
              amount,
              chainId: i === 0 ? BigInt(env.chain.id) : (fundedOn ?? BigInt(env.chain.id)),
              nonce,
              isPermitTx: i === 0,
              root: legacy.root,
              proof: legacy.proofs[i]!,
              lowerBoundTimestamp: Number(item.lower),
              upperBoundTimestamp: Number(item.upper),
              v: v ?? 27n,
              r,
              s,
            },
          ]),
        ]),
      ),
    )
  }

  it('calls permit in validation, then the fusion pull spends it (account deployed by initCode)', async () => {
    const wallet = await accountAddress(env, env.nexus['2.2.1'], owner.address)
    await mint(env, usdc, owner.address, usdc6('20'))
    const amount = usdc6('7')
    const items = await fusionItems(
      owner.address,
      wallet,
      amount,
      initCodeFor(env.nexus['2.2.1'], owner.address),
    )
    // A permit dated by the clock, not by the root, authorizes nothing.
    const unixDeadline = await permitOps(items, wallet, amount, { deadline: 2n ** 40n })
    expect(revertText(await handleOpsRevert(env, unixDeadline))).toContain('AA24 signature error')
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, await permitOps(items, wallet, amount))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, owner.address)).toBe(usdc6('13'))
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + amount)
  })

  it('an op that does not submit the permit validates with the funding chain’s permit', async () => {
    // What an op on chain B carries in a cross-chain eoa quote: the permit of chain A (its
    // chainId), isPermitTx false. The one signature covers the root; the chain id is not this one's.
    const wallet = await accountAddress(env, env.nexus['2.1.0'], owner.address)
    await mint(env, usdc, owner.address, usdc6('20'))
    const amount = usdc6('3')
    const items = await fusionItems(
      owner.address,
      wallet,
      amount,
      initCodeFor(env.nexus['2.1.0'], owner.address),
    )
    const { outcomes } = await handleOps(
      env,
      await permitOps(items, wallet, amount, { fundedOn: BigInt(env.chain.id) + 1n }),
    )
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
  })

  /** The owner's 2.2.1 account, and its initCode while it has no code yet. */
  async function wallet221() {
    const wallet = await accountAddress(env, env.nexus['2.2.1'], owner.address)
    const deployed = await env.publicClient.getCode({ address: wallet })
    return { wallet, initCode: deployed ? '0x' : initCodeFor(env.nexus['2.2.1'], owner.address) }
  }

  it('refuses a permit signed by someone else, or for another amount than the op carries', async () => {
    const { wallet, initCode } = await wallet221()
    await mint(env, usdc, owner.address, usdc6('20'))
    const amount = usdc6('4')
    const items = await fusionItems(owner.address, wallet, amount, initCode as Hex)
    const byMallory = await permitOps(items, wallet, amount, { signer: mallory })
    expect(revertText(await handleOpsRevert(env, byMallory))).toContain('AA24 signature error')
    const forLess = await permitOps(items, wallet, amount, { signedAmount: usdc6('1') })
    expect(revertText(await handleOpsRevert(env, forLess))).toContain('AA24 signature error')
    const { outcomes } = await handleOps(env, await permitOps(items, wallet, amount))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
  })

  it('goes on when someone submitted the same permit first (front-run)', async () => {
    const { wallet, initCode } = await wallet221()
    await mint(env, usdc, owner.address, usdc6('20'))
    const amount = usdc6('2')
    const items = await fusionItems(owner.address, wallet, amount, initCode as Hex)
    const ops = await permitOps(items, wallet, amount)
    const [fields] = decodeAbiParameters(
      permitSignatureParameters,
      `0x${ops[0]!.signature.slice(10)}`,
    )
    // Mallory sends the owner's permit to the token herself: the allowance is set, the nonce spent.
    const frontRun = await env.walletFor(mallory).writeContract({
      address: usdc,
      abi: devPermitTokenAbi,
      functionName: 'permit',
      args: [
        owner.address,
        wallet,
        amount,
        BigInt(fields.root),
        Number(fields.v),
        fields.r,
        fields.s,
      ],
    })
    await env.publicClient.waitForTransactionReceipt({ hash: frontRun })
    const ownerBefore = await balanceOf(env, usdc, owner.address)
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, ops)
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, owner.address)).toBe(ownerBefore - amount)
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + amount)
  })
})

describe('onchain: the owner mined approve(account, amount) ‖ root', () => {
  const owner = account(7)

  const onchainParameters = [
    {
      type: 'tuple',
      components: [
        {
          name: 'transaction',
          type: 'tuple',
          components: [
            { name: 'chainId', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'maxPriorityFeePerGas', type: 'uint256' },
            { name: 'maxFeePerGas', type: 'uint256' },
            { name: 'gas', type: 'uint256' },
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'data', type: 'bytes' },
          ],
        },
        { name: 'yParity', type: 'uint8' },
        { name: 'r', type: 'bytes32' },
        { name: 's', type: 'bytes32' },
        { name: 'proof', type: 'bytes32[]' },
        { name: 'lowerBoundTimestamp', type: 'uint48' },
        { name: 'upperBoundTimestamp', type: 'uint48' },
      ],
    },
  ] as const

  /** The owner signs and sends `data` to the token; the ops carry that signed transaction. */
  async function onchainOps(
    items: QuoteItem[],
    signer: LocalAccount,
    data: Hex,
  ): Promise<PackedOp[]> {
    const { legacy } = quoteOf(items, env.chain.id)
    const wallet = env.walletFor(signer)
    const request = await wallet.prepareTransactionRequest({ to: usdc, data, type: 'eip1559' })
    const serializedTransaction = await wallet.signTransaction(request)
    const hash = await env.publicClient.sendRawTransaction({ serializedTransaction })
    await env.publicClient.waitForTransactionReceipt({ hash })
    const tx = parseTransaction(serializedTransaction)
    return items.map((item, i) =>
      packOp(
        item.op,
        concat([
          SIG.onchain,
          encodeAbiParameters(onchainParameters, [
            {
              transaction: {
                chainId: BigInt(tx.chainId!),
                nonce: BigInt(tx.nonce!),
                maxPriorityFeePerGas: tx.maxPriorityFeePerGas!,
                maxFeePerGas: tx.maxFeePerGas!,
                gas: tx.gas!,
                to: tx.to!,
                value: tx.value ?? 0n,
                data: tx.data!,
              },
              yParity: tx.yParity!,
              r: tx.r!,
              s: tx.s!,
              proof: legacy.proofs[i]!,
              lowerBoundTimestamp: Number(item.lower),
              upperBoundTimestamp: Number(item.upper),
            },
          ]),
        ]),
      ),
    )
  }

  it('accepts the ops of the quote whose root the mined approve carries', async () => {
    const wallet = await accountAddress(env, env.nexus['2.1.0'], owner.address)
    await mint(env, usdc, owner.address, usdc6('20'))
    const amount = usdc6('4')
    const items = await fusionItems(
      owner.address,
      wallet,
      amount,
      initCodeFor(env.nexus['2.1.0'], owner.address),
    )
    const { legacy } = quoteOf(items, env.chain.id)
    // An approve without the root, and one with the root sent by someone else: refused.
    const plainApprove = encodeFunctionData({
      abi: devPermitTokenAbi,
      functionName: 'approve',
      args: [wallet, amount],
    })
    const noRoot = await onchainOps(items, owner, plainApprove)
    expect(revertText(await handleOpsRevert(env, noRoot))).toContain('AA24 signature error')
    const data = onchainApproveData(wallet, amount, legacy.root)
    const byMallory = await onchainOps(items, mallory, data)
    expect(revertText(await handleOpsRevert(env, byMallory))).toContain('AA24 signature error')
    const bobBefore = await balanceOf(env, usdc, bob.address)
    const { outcomes } = await handleOps(env, await onchainOps(items, owner, data))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + amount)
  })
})

describe('simple on 2.2.1: EIP-712 SuperTx', () => {
  const owner = account(8)

  it('accepts the typed data signed as such or as a personal message of its digest', async () => {
    const wallet = await accountAddress(env, env.nexus['2.2.1'], owner.address)
    await mint(env, usdc, wallet, usdc6('10'))
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet)
    const items: QuoteItem[] = [0n, 1n].map((i) => ({
      op: userOp({
        sender: wallet,
        nonce: nonce + i,
        initCode: i === 0n ? initCodeFor(env.nexus['2.2.1'], owner.address) : '0x',
        callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('1'))),
      }),
      lower,
      upper,
    }))
    const { hashes, eip712Items } = quoteOf(items, env.chain.id)
    // Signed by mallory: refused. An item hash that is not this op's: refused.
    const byMallory = await signSuperTxQuote(items, mallory)
    expect(revertText(await handleOpsRevert(env, byMallory))).toContain('AA24 signature error')
    const sig = await signSuperTx(owner, hashes)
    const swapped = packOp(items[0]!.op, superTxSignature(1, eip712Items, sig, items[0]!))
    expect(revertText(await handleOpsRevert(env, [swapped]))).toContain('AA24 signature error')
    // As a personal message of the EIP-712 digest (the validator tries both).
    const digest = hashTypedData(superTxTypedData(hashes))
    const personal = await owner.signMessage({ message: { raw: digest } })
    const ops = items.map((item, i) =>
      packOp(item.op, superTxSignature(i, eip712Items, personal, item)),
    )
    const { outcomes } = await handleOps(env, ops)
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    expect(await balanceOf(env, usdc, wallet)).toBe(usdc6('8'))
  })

  it('is not accepted by the 2.1.0 validator', async () => {
    const wallet = await accountAddress(env, env.nexus['2.1.0'], owner.address)
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: await nextNonce(env, wallet),
        initCode: initCodeFor(env.nexus['2.1.0'], owner.address),
        callData: executeSingle(usdc, 0n, '0x'),
      }),
      lower,
      upper,
    }
    // Its decoder reads the legacy layout only; the SuperTx words do not fit it.
    const ops = await signSuperTxQuote([item], owner)
    expect(revertText(await handleOpsRevert(env, ops))).toContain('AA23 reverted')
  })
})

describe('EIP-7702: an EOA delegated to an implementation is its own account', () => {
  for (const version of ['2.1.0', '2.2.1'] as const) {
    it(`runs the EOA's op on ${version}, signed by the EOA; nobody else can sign or set an owner`, async () => {
      const eoa = version === '2.1.0' ? account(9) : account(0)
      const suite = env.nexus[version]
      await mint(env, usdc, eoa.address, usdc6('10'))
      const authorization = await env
        .walletFor(eoa)
        .signAuthorization({ contractAddress: suite.implementation })
      const hash = await env
        .walletFor(bundler)
        .sendTransaction({ authorizationList: [authorization], to: eoa.address })
      await env.publicClient.waitForTransactionReceipt({ hash })
      expect(await env.publicClient.getCode({ address: eoa.address })).toBe(
        concat(['0xef0100', suite.implementation]).toLowerCase(),
      )
      const { lower, upper } = await openWindow(env)
      const item: QuoteItem = {
        op: userOp({
          sender: eoa.address,
          nonce: await nextNonce(env, eoa.address),
          callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('3'))),
        }),
        lower,
        upper,
      }
      const sign = version === '2.1.0' ? signLegacy : signSuperTxQuote
      expect(revertText(await handleOpsRevert(env, await sign([item], mallory)))).toContain(
        'AA24 signature error',
      )
      await expectRevert(
        env.publicClient.simulateContract({
          account: mallory,
          address: eoa.address,
          abi: nexusAccount221Abi,
          functionName: 'initializeAccount',
          args: [initData(suite, mallory.address)],
        }),
        'OnlyEntryPointOrSelf',
        [mallory.address],
      )
      const bobBefore = await balanceOf(env, usdc, bob.address)
      const { outcomes } = await handleOps(env, await sign([item], eoa))
      expect(outcomes.map((o) => o.success)).toEqual([true])
      expect(await balanceOf(env, usdc, eoa.address)).toBe(usdc6('7'))
      expect(await balanceOf(env, usdc, bob.address)).toBe(bobBefore + usdc6('3'))
    })
  }
})

describe('the legacy upgrade: 2.1.0 → 2.2.1 keeps the address', () => {
  const owner = account(4)

  it('upgrades in a 2.1.0-signed op, then speaks 2.2.1 (SuperTx, composability 1.1.0)', async () => {
    const wallet = await accountAddress(env, env.nexus['2.1.0'], owner.address)
    await mint(env, usdc, wallet, usdc6('10'))
    const { lower, upper } = await openWindow(env)
    const nonce = await nextNonce(env, wallet)
    const upgradeCall = encodeFunctionData({
      abi: nexusAccount210Abi,
      functionName: 'upgradeToAndCall',
      args: [
        env.nexus['2.2.1'].implementation,
        encodeFunctionData({
          abi: nexusAccount221Abi,
          functionName: 'initializeAccount',
          args: [initData(env.nexus['2.2.1'], owner.address)],
        }),
      ],
    })
    const items: QuoteItem[] = [
      {
        op: userOp({
          sender: wallet,
          nonce,
          initCode: initCodeFor(env.nexus['2.1.0'], owner.address),
          callData: executeSingle(usdc, 0n, transferData(bob.address, usdc6('1'))),
        }),
        lower,
        upper,
      },
      {
        op: userOp({
          sender: wallet,
          nonce: nonce + 1n,
          callData: executeSingle(wallet, 0n, upgradeCall),
        }),
        lower,
        upper,
      },
    ]
    // Nobody but the account itself upgrades it.
    const { outcomes } = await handleOps(env, await signLegacy(items, owner))
    expect(outcomes.map((o) => o.success)).toEqual([true, true])
    await expectRevert(
      env.publicClient.simulateContract({
        account: mallory,
        address: wallet,
        abi: nexusAccount221Abi,
        functionName: 'upgradeToAndCall',
        args: [env.nexus['2.1.0'].implementation, '0x'],
      }),
      'OnlyEntryPointOrSelf',
      [mallory.address],
    )
    expect(
      await env.publicClient.readContract({
        address: wallet,
        abi: nexusAccount221Abi,
        functionName: 'accountId',
      }),
    ).toBe('biconomy.nexus.1.3.1')
    // Now a 2.2.1 quote: SuperTx signature, a 1.1.0 composable sweep of the rest.
    const after = await openWindow(env)
    const sweep = encodeFunctionData({
      abi: nexusAccount221Abi,
      functionName: 'executeComposable',
      args: [
        [
          {
            functionSig: '0xa9059cbb',
            inputParams: [
              {
                paramType: 2,
                fetcherType: 0,
                paramData: encodeAbiParameters([{ type: 'address' }], [bob.address]),
                constraints: [],
              },
              {
                paramType: 2,
                fetcherType: 2,
                paramData: encodePacked(['address', 'address'], [usdc, wallet]),
                constraints: [],
              },
              {
                paramType: 0,
                fetcherType: 0,
                paramData: encodeAbiParameters([{ type: 'address' }], [usdc]),
                constraints: [],
              },
            ],
            outputParams: [],
          },
        ],
      ],
    })
    const next: QuoteItem = {
      op: userOp({ sender: wallet, nonce: nonce + 2n, callData: sweep }),
      ...after,
    }
    const second = await handleOps(env, await signSuperTxQuote([next], owner))
    expect(second.outcomes.map((o) => o.success)).toEqual([true])
    expect(await balanceOf(env, usdc, wallet)).toBe(0n)
  })
})

describe('gas: an op with fees pays the EntryPoint from the account', () => {
  const owner = account(3)

  it('prefunds from its ETH and the bundler is paid', async () => {
    const wallet = await accountAddress(env, env.nexus['2.2.1'], owner.address)
    await env.walletFor(owner).sendTransaction({ to: wallet, value: parseEther('1') })
    const { lower, upper } = await openWindow(env)
    const item: QuoteItem = {
      op: userOp({
        sender: wallet,
        nonce: await nextNonce(env, wallet),
        initCode: initCodeFor(env.nexus['2.2.1'], owner.address),
        callData: executeSingle(bob.address, 1n, '0x'),
        maxFeePerGas: 10n ** 9n * 5n,
      }),
      lower,
      upper,
    }
    item.op.maxPriorityFeePerGas = 10n ** 9n
    const { receipt, outcomes } = await handleOps(env, await signSuperTxQuote([item], owner))
    expect(outcomes.map((o) => o.success)).toEqual([true])
    const left = await env.publicClient.getBalance({ address: wallet })
    expect(receipt.status).toBe('success')
    expect(parseEther('1') - 1n - left).toBeGreaterThan(0n)
  })
})
