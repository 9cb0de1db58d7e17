// What a Nexus factory deploys an owner's account with: the kit's account check computes the
// address from it, the checks hold a quote's initCode to it, the devnet builds its quotes with it.
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  zeroAddress,
  zeroHash,
} from 'viem'

const bootstrapAbi = parseAbi([
  'struct ModuleConfig { address module; bytes data; }',
  'struct PreValidationHookConfig { uint256 hookType; address module; bytes data; }',
  'function initNexusWithDefaultValidatorAndOtherModulesNoRegistry(bytes defaultValidatorInitData, ModuleConfig[] validators, ModuleConfig[] executors, ModuleConfig hook, ModuleConfig[] fallbacks, PreValidationHookConfig[] preValidationHooks)',
])

/**
 * The `initData` a Nexus factory deploys the owner's account with: `bootstrap` sets the owner as
 * the default K1 MEE validator's signer and installs nothing else, as the real SDK does
 * (`abi.encode(bootstrap, initNexusWithDefaultValidatorAndOtherModulesNoRegistry(owner, [], [],
 * (0x0, 32 zero bytes), [], []))`; the reference's `f_initCode_*` vectors hold it).
 */
export function nexusInitData(owner: Address, bootstrap: Address): Hex {
  const call = encodeFunctionData({
    abi: bootstrapAbi,
    functionName: 'initNexusWithDefaultValidatorAndOtherModulesNoRegistry',
    args: [owner, [], [], { module: zeroAddress, data: zeroHash }, [], []],
  })
  return encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [bootstrap, call])
}

const initializeAccountAbi = parseAbi(['function initializeAccount(bytes initData)'])

/**
 * The call an upgraded account makes on its new implementation (`upgradeToAndCall`'s data):
 * `initializeAccount(nexusInitData(owner, bootstrap))`, so the new suite's validator gets the same
 * owner. The devnet builds its upgrade with it and the checks expect it.
 */
export function nexusReinitData(owner: Address, bootstrap: Address): Hex {
  return encodeFunctionData({
    abi: initializeAccountAbi,
    args: [nexusInitData(owner, bootstrap)],
  })
}
