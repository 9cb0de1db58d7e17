// The devnet's Nexus contracts against the real encoding's vectors (fixtures/mee-encoding, made by
// abstractjs 1.2.3's own encoders): our ABIs encode every vector's call data and initCode byte for
// byte, and the EntryPoint compiled from @account-abstraction/contracts 0.7.0 gives the vectors'
// userOpHash on chain 8453. Addresses differ (ours are the devnet's), the shapes do not.
import { type Address, encodeFunctionData, getAddress, type Hex, toFunctionSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../../fixtures/mee-encoding/index.js'
import { readApiUserOp, Selector, userOpHash } from '../../../../src/core/protocol/nexus/index.js'
import { entryPointAbi } from '../../../../src/devnet/artifacts/EntryPoint.js'
import { nexusAccount210Abi } from '../../../../src/devnet/artifacts/NexusAccount210.js'
import { nexusAccount221Abi } from '../../../../src/devnet/artifacts/NexusAccount221.js'
import { nexusAccountFactoryAbi } from '../../../../src/devnet/artifacts/NexusAccountFactory.js'
import { nexusBootstrapAbi } from '../../../../src/devnet/artifacts/NexusBootstrap.js'
import { deployNexusSuite } from '../../../../src/devnet/deploy/nexus.js'
import { type DevChain, startDevChain } from '../devChain.js'
import { executeBatch, executeSingle, initCodeFor, packOp } from './nexus-fixture.js'

type Decoded = {
  selector: string
  callType?: 'single' | 'batch'
  mode?: Hex
  target?: Address
  value?: string
  callData?: Hex
  executions?: Record<string, unknown>[]
}
type CallDataVector = { callData: Hex; decoded: Decoded }

const callDataVectors = Object.entries(vectors.vectors).filter(
  (
    entry,
  ): entry is [string, (typeof vectors.vectors)[keyof typeof vectors.vectors] & CallDataVector] =>
    'callData' in entry[1] && 'decoded' in entry[1],
)

/** The vector's decoded executions with numbers as bigints, as viem encodes them. */
const withBigints = (executions: Record<string, unknown>[]) =>
  executions.map((e) => ({ ...e, ...('value' in e ? { value: BigInt(e.value as string) } : {}) }))

describe('our account ABIs encode the vectors as abstractjs does', () => {
  it('has Nexus selectors', () => {
    const selectorOf = (abi: readonly { type: string; name?: string }[], name: string) =>
      toFunctionSelector(
        abi.find((item) => item.type === 'function' && item.name === name) as never,
      )
    expect(selectorOf(nexusAccount210Abi, 'execute')).toBe(Selector.execute)
    expect(selectorOf(nexusAccount210Abi, 'executeComposable')).toBe(Selector.executeComposable100)
    expect(selectorOf(nexusAccount221Abi, 'executeComposable')).toBe(Selector.executeComposable110)
    expect(selectorOf(nexusAccountFactoryAbi, 'createAccount')).toBe('0xea6d13ac')
    expect(
      selectorOf(nexusBootstrapAbi, 'initNexusWithDefaultValidatorAndOtherModulesNoRegistry'),
    ).toBe('0x41bede03')
  })

  it.each(callDataVectors)('%s', (_name, vector) => {
    const { decoded } = vector
    let encoded: Hex
    if (decoded.selector === Selector.execute && decoded.callType === 'single') {
      encoded = executeSingle(
        decoded.target!,
        BigInt(decoded.value!),
        decoded.callData!,
        decoded.mode,
      )
    } else if (decoded.selector === Selector.execute) {
      encoded = executeBatch(
        (decoded.executions as { target: Address; value: string; callData: Hex }[]).map((e) => ({
          target: e.target,
          value: BigInt(e.value),
          callData: e.callData,
        })),
      )
    } else {
      const abi =
        decoded.selector === Selector.executeComposable100 ? nexusAccount210Abi : nexusAccount221Abi
      encoded = encodeFunctionData({
        abi,
        functionName: 'executeComposable',
        args: [withBigints(decoded.executions!) as never],
      })
    }
    expect(encoded).toBe(vector.callData.toLowerCase())
  })
})

describe('our factory and bootstrap ABIs give the real initCode', () => {
  // The real addresses of the MEE suites (real-encoding.md §4); the devnet's are its own.
  const real = {
    '2.1.0': {
      factory: '0x0000006648ED9B2B842552BE63Af870bC74af837',
      bootstrap: '0x0000003eDf18913c01cBc482C978bBD3D6E8ffA3',
    },
    '2.2.1': {
      factory: '0x000000002c9A405a196f2dc766F2476B731693c3',
      bootstrap: '0x000000007BfEdA33ac982cb38eAaEf5D7bCC954c',
    },
  } as const
  it.each(['2.1.0', '2.2.1'] as const)('f_initCode_%s', (version) => {
    const vector = vectors.vectors[`f_initCode_${version}`]
    expect(getAddress(vector.factory)).toBe(real[version].factory)
    const suite = {
      ...real[version],
      validator: conventions.owner, // not part of the initCode
      implementation: conventions.owner,
    }
    expect(initCodeFor(suite, conventions.owner).toLowerCase()).toBe(vector.initCode.toLowerCase())
  })
})

describe('the compiled EntryPoint v0.7 hashes user ops as the vectors do', () => {
  let dev: DevChain
  beforeAll(async () => {
    dev = await startDevChain(conventions.chainId)
    await deployNexusSuite(dev.clients)
  })
  afterAll(async () => {
    await dev?.anvil.stop()
  })

  it.each(vectors.hashes.items.map((item, i) => [i, item] as const))(
    'item %i',
    async (_i, item) => {
      const read = readApiUserOp(item.userOp)
      if (!read.ok) throw new Error(read.reason)
      const onChain = await dev.publicClient.readContract({
        address: conventions.entryPoint,
        abi: entryPointAbi,
        functionName: 'getUserOpHash',
        args: [packOp(read.userOp, '0x')],
      })
      expect(onChain).toBe(item.userOpHash)
      expect(userOpHash(read.userOp, conventions.chainId)).toBe(item.userOpHash)
    },
  )
})
