// The owner's account, as the real service's factories deploy it: the initData the kit asks a
// Nexus factory about is exactly the one the real SDK puts in its initCode (the f_initCode vectors,
// written by @biconomy/abstractjs's own encoders), for both MEE versions.
import { concat, encodeFunctionData, type Hex, parseAbi, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import { conventions, vectors } from '../../../fixtures/mee-encoding/index.js'
import { nexusInitData } from '../../../src/core/actions/accountAddressesOf.js'
import { realNetworkAccountFactories } from '../../../src/core/config/account-factories.js'

const createAccount = parseAbi(['function createAccount(bytes initData, bytes32 salt)'])

describe('nexusInitData', () => {
  it.each([
    ['f_initCode_2.1.0', 0],
    ['f_initCode_2.2.1', 1],
  ] as const)(
    '%s: factory ‖ createAccount(nexusInitData(owner, bootstrap), 0) is the SDK’s initCode',
    (name, index) => {
      const vector = vectors.vectors[name] as { factory: Hex; initCode: Hex }
      const factory = realNetworkAccountFactories[index]
      if (factory?.type !== 'nexus') throw new Error('a Nexus factory')
      expect(factory.factory.toLowerCase()).toBe(vector.factory.toLowerCase())
      const initCode = concat([
        factory.factory,
        encodeFunctionData({
          abi: createAccount,
          functionName: 'createAccount',
          args: [nexusInitData(conventions.owner, factory.bootstrap), zeroHash],
        }),
      ])
      expect(initCode.toLowerCase()).toBe(vector.initCode.toLowerCase())
    },
  )

  it('another owner gives other initData', () => {
    const factory = realNetworkAccountFactories[1]
    if (factory?.type !== 'nexus') throw new Error('a Nexus factory')
    expect(nexusInitData(conventions.recipient, factory.bootstrap)).not.toBe(
      nexusInitData(conventions.owner, factory.bootstrap),
    )
  })
})
