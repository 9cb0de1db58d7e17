// The hashes a real quote commits to, recomputed by the kit from the vectors' fields: the
// EntryPoint v0.7 userOpHash (and viem's getUserOperationHash agrees), both meeUserOpHash formulas,
// OpenZeppelin's sorted SimpleMerkleTree (root, array and proofs), the 2.2.1 SuperTx typed data,
// the simple message, the permit with the root as its deadline and the onchain approve ‖ root.
// One changed field, leaf or word changes the hash or is refused.
import { SimpleMerkleTree } from '@openzeppelin/merkle-tree'
import fc from 'fast-check'
import {
  type Address,
  getAddress,
  type Hex,
  hashDomain,
  hashMessage,
  hashStruct,
  hashTypedData,
  keccak256,
  recoverMessageAddress,
  recoverTypedDataAddress,
  slice,
  toHex,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../../fixtures/mee-encoding/index.js'
import {
  type ApiUserOp,
  legacySimpleMessage,
  meeUserOpHash,
  meeUserOpHashEip712,
  meeUserOpHashFormula,
  meeUserOpHashLegacy,
  onchainApproveData,
  permitDeadline,
  permitTypedData,
  quoteLeaf,
  readApiUserOp,
  readNexusNonce,
  readOnchainApproveData,
  sortedMerkleRoot,
  sortedMerkleTree,
  superTxTypedData,
  superTxTypes,
  type UserOpV07,
  userOpHash,
  verifySortedMerkleProof,
} from '../../../../src/core/protocol/nexus/index.js'

const { chainId, owner, account, usdc } = conventions
const { merkle, superTx221, simple210, permit, onchain } = vectors.hashes
const items = vectors.hashes.items.map((item) => ({ ...item, userOpHash: item.userOpHash as Hex }))

function userOpOf(json: ApiUserOp): UserOpV07 {
  const read = readApiUserOp(json)
  if (!read.ok) throw new Error(`${read.place}: ${read.reason}`)
  return read.userOp
}

/** The same op in viem's unpacked v0.7 form (factory/paymaster fields split out). */
function viemUserOp(op: UserOpV07) {
  const pm = op.paymasterAndData
  return {
    sender: op.sender,
    nonce: op.nonce,
    callData: op.callData,
    callGasLimit: op.callGasLimit,
    verificationGasLimit: op.verificationGasLimit,
    preVerificationGas: op.preVerificationGas,
    maxFeePerGas: op.maxFeePerGas,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas,
    signature: '0x' as Hex,
    ...(op.initCode === '0x'
      ? {}
      : {
          factory: slice(op.initCode, 0, 20),
          factoryData: (op.initCode.length > 42 ? slice(op.initCode, 20) : '0x') as Hex,
        }),
    ...(pm === '0x'
      ? {}
      : {
          paymaster: slice(pm, 0, 20),
          paymasterVerificationGasLimit: BigInt(slice(pm, 20, 36)),
          paymasterPostOpGasLimit: BigInt(slice(pm, 36, 52)),
          paymasterData: (pm.length > 2 + 104 ? slice(pm, 52) : '0x') as Hex,
        }),
  }
}

describe('userOpHash (EntryPoint v0.7)', () => {
  it.each(items.map((item, i) => [i, item] as const))(
    'item %i: the vector’s hash, and viem’s',
    (_, item) => {
      const op = userOpOf(item.userOp)
      expect(userOpHash(op, chainId)).toBe(item.userOpHash)
      expect(
        getUserOperationHash({
          chainId,
          entryPointAddress: conventions.entryPoint,
          entryPointVersion: '0.7',
          userOperation: viemUserOp(op),
        }),
      ).toBe(item.userOpHash)
    },
  )

  it('with an initCode (vector f) agrees with viem', () => {
    const op = {
      ...userOpOf(items[0]!.userOp),
      initCode: vectors.vectors['f_initCode_2.2.1'].initCode as Hex,
    }
    expect(userOpHash(op, chainId)).toBe(
      getUserOperationHash({
        chainId,
        entryPointAddress: conventions.entryPoint,
        entryPointVersion: '0.7',
        userOperation: viemUserOp(op),
      }),
    )
  })

  it('changes with every field, the chain and the EntryPoint', () => {
    const op = userOpOf(items[1]!.userOp)
    const base = userOpHash(op, chainId)
    const changes: Partial<UserOpV07>[] = [
      { sender: getAddress(account) === op.sender ? owner : account },
      { nonce: op.nonce + 1n },
      { initCode: '0x00' },
      { callData: `${op.callData}00` },
      { callGasLimit: op.callGasLimit + 1n },
      { verificationGasLimit: op.verificationGasLimit + 1n },
      { preVerificationGas: op.preVerificationGas + 1n },
      { maxFeePerGas: op.maxFeePerGas + 1n },
      { maxPriorityFeePerGas: op.maxPriorityFeePerGas + 1n },
      { paymasterAndData: `${op.paymasterAndData}00` },
    ]
    for (const change of changes) expect(userOpHash({ ...op, ...change }, chainId)).not.toBe(base)
    expect(userOpHash(op, chainId + 1)).not.toBe(base)
    expect(userOpHash(op, chainId, usdc)).not.toBe(base)
  })

  it('property: the same hash as viem for any op, chain and EntryPoint', () => {
    const u128 = fc.bigInt({ min: 0n, max: 2n ** 128n - 1n })
    const u256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
    const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b)))
    const bytes = (min: number) =>
      fc.uint8Array({ minLength: min, maxLength: 200 }).map((b) => toHex(b))
    fc.assert(
      fc.property(
        fc.record({
          sender: address,
          nonce: u256,
          initCode: fc.oneof(fc.constant('0x' as Hex), bytes(20)),
          callData: bytes(0),
          callGasLimit: u128,
          verificationGasLimit: u128,
          preVerificationGas: u256,
          maxFeePerGas: u128,
          maxPriorityFeePerGas: u128,
          paymasterAndData: fc.oneof(fc.constant('0x' as Hex), bytes(52)),
        }),
        fc.integer({ min: 1, max: 2 ** 32 }),
        address,
        (op, chain, entryPointAddress) => {
          expect(userOpHash(op, chain, entryPointAddress)).toBe(
            getUserOperationHash({
              chainId: chain,
              entryPointAddress,
              entryPointVersion: '0.7',
              userOperation: viemUserOp(op),
            }),
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('reads decimal and hex numbers; a missing initCode or paymasterAndData is 0x', () => {
    const json = items[0]!.userOp
    const op = userOpOf(json)
    expect(userOpOf({ ...json, nonce: toHex(op.nonce) })).toEqual(op)
    const bare = userOpOf({ ...json, initCode: undefined, paymasterAndData: undefined })
    expect(bare).toMatchObject({ initCode: '0x', paymasterAndData: '0x' })
  })

  it.each([
    ['sender', '0x1234'],
    ['nonce', ''],
    ['nonce', ' 1'],
    ['nonce', '-1'],
    ['nonce', '1e3'],
    ['nonce', '01'],
    ['nonce', (2n ** 256n).toString()],
    ['callGasLimit', (2n ** 128n).toString()],
    ['maxFeePerGas', (2n ** 128n).toString()],
    ['callData', '0x0'],
    ['initCode', 'zz'],
    ['paymasterAndData', '0xgg'],
  ] as const)('refuses %s = %j', (field, value) => {
    expect(readApiUserOp({ ...items[0]!.userOp, [field]: value })).toMatchObject({
      ok: false,
      place: `userOp.${field}`,
    })
  })

  it('reads the Nexus nonce: time key, mode, validator (0: the default), sequence', () => {
    const nonce = readNexusNonce(BigInt(items[3]!.userOp.nonce))
    expect(nonce).toMatchObject({ key: 0xdc4376, mode: 0, sequence: 3n })
    expect(nonce.validator).toBe('0x0000000000000000000000000000000000000000')
  })
})

describe('meeUserOpHash', () => {
  it.each(items.map((item, i) => [i, item] as const))('item %i: both formulas', (_, item) => {
    expect(meeUserOpHashLegacy(item)).toBe(item.meeUserOpHash)
    expect(meeUserOpHashEip712(item)).toBe(item.meeUserOpEip712Hash)
    expect(quoteLeaf({ ...item, shortEncoding: true }, 'legacy')).toBe(item.userOpHash)
    expect(quoteLeaf(item, 'eip712')).toBe(item.meeUserOpEip712Hash)
  })

  it('EIP-712 for simple on MEE ≥ 2.2.0 only', () => {
    expect(meeUserOpHashFormula('simple', '2.2.1')).toBe('eip712')
    expect(meeUserOpHashFormula('simple', '3.0.0')).toBe('eip712')
    expect(meeUserOpHashFormula('simple', '2.1.0')).toBe('legacy')
    for (const quoteType of ['permit', 'onchain', 'mm-dtk'])
      expect(meeUserOpHashFormula(quoteType, '2.2.1')).toBe('legacy')
    expect(() => meeUserOpHashFormula('simple', 'latest')).toThrow()
  })

  it("property: the EIP-712 formula is viem's hashStruct of MeeUserOp, for any fields", () => {
    const word = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes))
    const bound = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
    fc.assert(
      fc.property(word, bound, bound, (userOpHash, lowerBoundTimestamp, upperBoundTimestamp) => {
        const data = { userOpHash, lowerBoundTimestamp, upperBoundTimestamp }
        expect(meeUserOpHashEip712(data)).toBe(
          hashStruct({ types: superTxTypes, primaryType: 'MeeUserOp', data }),
        )
      }),
      { numRuns: 200 },
    )
  })

  it('changes with each of its three fields', () => {
    const item = items[0]!
    for (const formula of ['legacy', 'eip712'] as const) {
      const base = meeUserOpHash(item, formula)
      expect(meeUserOpHash({ ...item, userOpHash: items[1]!.userOpHash }, formula)).not.toBe(base)
      expect(
        meeUserOpHash({ ...item, lowerBoundTimestamp: item.lowerBoundTimestamp + 1 }, formula),
      ).not.toBe(base)
      expect(
        meeUserOpHash({ ...item, upperBoundTimestamp: item.upperBoundTimestamp + 1 }, formula),
      ).not.toBe(base)
    }
  })
})

describe('the quote root: OpenZeppelin SimpleMerkleTree, sorted leaves', () => {
  it.each(Object.entries(merkle))('%s leaves: root, array and proofs as the vector', (_, m) => {
    const tree = sortedMerkleTree(m.leaves as Hex[])
    expect(tree.root).toBe(m.root)
    expect(tree.tree).toEqual(m.treeArray)
    expect(tree.proofs).toEqual(m.proofs)
    for (const [i, leaf] of m.leaves.entries())
      expect(verifySortedMerkleProof(leaf as Hex, tree.proofs[i]!, tree.root)).toBe(true)
  })

  const leaf = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes))
  const leaves = fc.array(leaf, { minLength: 1, maxLength: 40 })

  it('property: the same tree as @openzeppelin/merkle-tree, for any leaves', () => {
    fc.assert(
      fc.property(leaves, (list) => {
        const oz = SimpleMerkleTree.of(list, { sortLeaves: true })
        const tree = sortedMerkleTree(list)
        expect(tree.root).toBe(oz.root)
        for (const [i, value] of list.entries()) {
          expect(verifySortedMerkleProof(value, tree.proofs[i]!, tree.root)).toBe(true)
          expect(tree.proofs[i]).toEqual(oz.getProof(i))
        }
      }),
      { numRuns: 200 },
    )
  })

  it('property: any order of the leaves, one root; one leaf changed, another root', () => {
    fc.assert(
      fc.property(leaves, fc.nat(), fc.nat(255), (list, pick, bit) => {
        const root = sortedMerkleRoot(list)
        expect(sortedMerkleRoot([...list].reverse())).toBe(root)
        const i = pick % list.length
        const bytes = Buffer.from(list[i]!.slice(2), 'hex')
        bytes[bit >> 3]! ^= 1 << (bit & 7)
        const changed = list.map((value, j) => (j === i ? toHex(bytes) : value))
        expect(sortedMerkleRoot(changed)).not.toBe(root)
      }),
      { numRuns: 200 },
    )
  })

  it('property: leaves in any letter case, the same lowercase tree', () => {
    fc.assert(
      fc.property(leaves, (list) => {
        const mixed = list.map((value, i) =>
          i % 2 ? (`0x${value.slice(2).toUpperCase()}` as Hex) : value,
        )
        expect(sortedMerkleTree(mixed)).toEqual(sortedMerkleTree(list))
        expect(sortedMerkleRoot(mixed)).toBe(SimpleMerkleTree.of(list, { sortLeaves: true }).root)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses no leaves and a leaf that is not 32 bytes', () => {
    expect(() => sortedMerkleTree([])).toThrow()
    expect(() => sortedMerkleTree(['0x1234'])).toThrow()
  })
})

describe('payloads', () => {
  const fields = items.map((item) => ({
    userOpHash: item.userOpHash as Hex,
    lowerBoundTimestamp: item.lowerBoundTimestamp,
    upperBoundTimestamp: item.upperBoundTimestamp,
  }))

  it('2.2.1 simple: the SuperTx typed data, its digest, the owner’s signature', async () => {
    const typedData = superTxTypedData(fields)
    expect(
      JSON.parse(JSON.stringify(typedData, (_, v) => (typeof v === 'bigint' ? Number(v) : v))),
    ).toEqual(superTx221.typedData)
    expect(hashTypedData(typedData)).toBe(superTx221.digest)
    expect(
      await recoverTypedDataAddress({
        ...typedData,
        signature: superTx221.signatureTypedData as Hex,
      }),
    ).toBe(owner)
    expect(
      keccak256(
        toHex(
          'SuperTx(MeeUserOp[] meeUserOps)MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)',
        ),
      ),
    ).toBe(superTx221.superTxTypehash)
    expect(
      keccak256(
        toHex(
          'MeeUserOp(bytes32 userOpHash,uint256 lowerBoundTimestamp,uint256 upperBoundTimestamp)',
        ),
      ),
    ).toBe(superTx221.meeUserOpTypehash)
  })

  it('2.2.1 simple: the node’s meeUserOpHash (EIP-712 items) and quote.hash over them', () => {
    const node = superTx221.quoteFieldsAsTheNodeFillsThem
    const leaves = fields.map((item) => quoteLeaf(item, meeUserOpHashFormula('simple', '2.2.1')))
    expect(leaves).toEqual(node.meeUserOpHashes)
    expect(sortedMerkleRoot(leaves)).toBe(node.quoteHash)
  })

  it('2.2.1 simple: one item changed or left out, another digest', () => {
    const digest = hashTypedData(superTxTypedData(fields))
    expect(hashTypedData(superTxTypedData(fields.slice(1)))).not.toBe(digest)
    expect(hashTypedData(superTxTypedData([...fields].reverse()))).not.toBe(digest)
    const later = fields.map((f, i) =>
      i === 2 ? { ...f, upperBoundTimestamp: f.upperBoundTimestamp + 1 } : f,
    )
    expect(hashTypedData(superTxTypedData(later))).not.toBe(digest)
  })

  it('simple below 2.2.0: personal_sign of the legacy root', async () => {
    const root = sortedMerkleRoot(items.map((item) => quoteLeaf(item as never, 'legacy')))
    expect(root).toBe(merkle['5'].root)
    const message = legacySimpleMessage(root)
    expect(message).toEqual(simple210.message)
    expect(hashMessage(message)).toBe(simple210.personalSignDigest)
    expect(await recoverMessageAddress({ message, signature: simple210.signature as Hex })).toBe(
      owner,
    )
  })

  it('permit: deadline = uint256(root), the owner’s signature over it', async () => {
    const payload = permit.signablePayload
    const root = merkle['5'].root as Hex
    const typedData = permitTypedData({
      domain: payload.domain as never,
      owner: payload.message.owner as Address,
      spender: payload.message.spender as Address,
      value: BigInt(payload.message.value),
      nonce: BigInt(payload.message.nonce),
      quoteHash: root,
    })
    expect(typedData.message.deadline.toString()).toBe(payload.message.deadline)
    expect(permitDeadline(root)).toBe(BigInt(payload.message.deadline))
    expect(typedData.types).toEqual(payload.types)
    expect(
      hashDomain({ domain: typedData.domain as never, types: { EIP712Domain: eip712Domain } }),
    ).toBe(permit.metadata.domainSeparator)
    expect(
      await recoverTypedDataAddress({ ...typedData, signature: permit.signature as Hex }),
    ).toBe(owner)
    // Another root, another deadline: the signature no longer recovers the owner.
    const other = permitTypedData({
      ...typedData.message,
      domain: typedData.domain,
      quoteHash: merkle['4'].root as Hex,
    })
    expect(
      await recoverTypedDataAddress({ ...other, signature: permit.signature as Hex }),
    ).not.toBe(owner)
  })

  it('onchain: approve(account, amount) ‖ root, read back strictly', () => {
    const root = merkle['5'].root as Hex
    const data = onchainApproveData(account, 1_025_000n, root)
    expect(data).toBe(onchain.executablePayload.data)
    expect(readOnchainApproveData(data)).toEqual({
      ok: true,
      spender: getAddress(account),
      amount: 1_025_000n,
      quoteHash: root,
    })
    const bare = data.slice(0, -64) as Hex
    expect(readOnchainApproveData(bare)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no root'),
    })
    expect(readOnchainApproveData(`${data}00`).ok).toBe(false)
    expect(readOnchainApproveData(`0x095ea7b4${data.slice(10)}`).ok).toBe(false)
    // A dirty high byte in the spender word.
    expect(readOnchainApproveData(`${data.slice(0, 10)}ff${data.slice(12)}` as Hex).ok).toBe(false)
  })
})

const eip712Domain = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const
