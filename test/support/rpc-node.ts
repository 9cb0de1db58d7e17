// A chain's JSON-RPC node as a scripted-server route: it answers what the kit reads of the owner's
// EOA (nonce, code, chain id), from a state the test sets and changes, and what the trusted account
// factories compute for the fixtures' owner (`accountFactoryCall`).
//
//   const node = { nonce: 0, code: '0x' }
//   server.on('POST /rpc/31337', rpcNode(31337, node))   // then a chain's rpcUrl: `${server.url}/rpc/31337`
//   node.nonce = 5                                      // the next read sees it
//   server.on('POST /rpc/*', rpcNodes())                 // every chain, its id from the path
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  parseAbi,
} from 'viem'
import type { Handler } from '../../fixtures/harness/scripted-server.js'
import { account } from '../../fixtures/verifiable-quotes.js'
import {
  devnetNexusContracts,
  realNetworkNexusContracts,
} from '../../src/core/config/nexus-contracts.js'

export type RpcNodeState = {
  nonce: number
  code: `0x${string}`
  /**
   * What the account factory computes: owner → [2.1.0 account, 2.2.1 account]. Default: the
   * fixtures' `account` as any owner's 2.2.1 account (the orchestrator lookup's answer).
   */
  accounts?: Record<Address, [Address, Address]>
}

/** A legacy (2.1.0) account of the fixtures' owner, which no quote of theirs uses. */
export const legacyAccount: Address = '0x2121212121212121212121212121212121212121'
const defaultAccounts: Record<Address, [Address, Address]> = {}
/** What the factory computes for an owner `accounts` does not name: the fixtures' account, as the
 * fixtures' orchestrator lookup (`orchestratorAnswer`) answers for any owner. */
const anyOwner: [Address, Address] = [legacyAccount, account]

const factoryAbi = parseAbi([
  'function computeAccountAddress(bytes initData, bytes32 salt) view returns (address)',
])
const bootstrapAbi = parseAbi([
  'struct ModuleConfig { address module; bytes data; }',
  'struct PreValidationHookConfig { uint256 hookType; address module; bytes data; }',
  'function initNexusWithDefaultValidatorAndOtherModulesNoRegistry(bytes defaultValidatorInitData, ModuleConfig[] validators, ModuleConfig[] executors, ModuleConfig hook, ModuleConfig[] fallbacks, PreValidationHookConfig[] preValidationHooks)',
])

/**
 * The owner and version (0 = 2.1.0, 1 = 2.2.1) a Nexus factory call asks about: the real
 * service's factories, or the devnet's own suite's.
 */
function askedOf(to: Address, data: Hex): { who: Address; version: 0 | 1 } | undefined {
  const version = [realNetworkNexusContracts, devnetNexusContracts]
    .map((suites) => [suites['2.1.0']?.factory, suites['2.2.1']?.factory].map(String))
    .map((factories) => factories.findIndex((f) => f.toLowerCase() === to.toLowerCase()))
    .find((index) => index >= 0)
  if (version === undefined) return undefined
  const { functionName, args } = decodeFunctionData({ abi: factoryAbi, data })
  if (functionName !== 'computeAccountAddress') return undefined
  const [, call] = decodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], args[0])
  const init = decodeFunctionData({ abi: bootstrapAbi, data: call })
  return { who: getAddress(init.args[0] as Hex), version: version as 0 | 1 }
}

/**
 * The answer to an `eth_call` of a trusted Nexus account factory (`computeAccountAddress`), or
 * undefined for any other call.
 */
export function accountFactoryCall(
  params: unknown,
  accounts: Record<Address, [Address, Address]> = defaultAccounts,
): Hex | undefined {
  const [call] = params as [{ to?: Address; data?: Hex; input?: Hex }]
  const data = call?.data ?? call?.input
  if (!call?.to || !data) return undefined
  const asked = askedOf(call.to, data)
  if (!asked) return undefined
  const { who, version } = asked
  const known = Object.entries(accounts).find(([o]) => isAddressEqual(o as Address, who))?.[1]
  return encodeAbiParameters([{ type: 'address' }], [(known ?? anyOwner)[version] ?? account])
}

export function rpcNode(chainId: number, state: RpcNodeState): Handler {
  return (body) => {
    const { id, method, params } = body as { id: number; method: string; params?: unknown }
    const results: Record<string, unknown> = {
      eth_chainId: numberToHex(chainId),
      eth_getTransactionCount: numberToHex(state.nonce),
      eth_getCode: state.code,
    }
    const call = method === 'eth_call' ? accountFactoryCall(params, state.accounts) : undefined
    if (call) return { json: { jsonrpc: '2.0', id, result: call } }
    return method in results
      ? { json: { jsonrpc: '2.0', id, result: results[method] } }
      : {
          json: {
            jsonrpc: '2.0',
            id,
            error: { code: -32601, message: `${method} is not scripted` },
          },
        }
  }
}

/** `rpcNode` for every chain, at `POST /rpc/<chainId>`: each a fresh EOA (nonce 0, no code). */
export function rpcNodes(state: Omit<RpcNodeState, 'nonce' | 'code'> = {}): Handler {
  return (body, request) =>
    rpcNode(Number(request.path.split('/').pop()), { nonce: 0, code: '0x', ...state })(
      body,
      request,
    )
}
