// A chain's JSON-RPC node as a scripted-server route: it answers what the kit reads of the owner's
// EOA (nonce, code, chain id), from a state the test sets and changes.
//
//   const node = { nonce: 0, code: '0x' }
//   server.on('POST /rpc/31337', rpcNode(31337, node))   // then a chain's rpcUrl: `${server.url}/rpc/31337`
//   node.nonce = 5                                      // the next read sees it
import { numberToHex } from 'viem'
import type { Handler } from '../../fixtures/harness/scripted-server.js'

export type RpcNodeState = { nonce: number; code: `0x${string}` }

export function rpcNode(chainId: number, state: RpcNodeState): Handler {
  return (body) => {
    const { id, method } = body as { id: number; method: string }
    const results: Record<string, unknown> = {
      eth_chainId: numberToHex(chainId),
      eth_getTransactionCount: numberToHex(state.nonce),
      eth_getCode: state.code,
    }
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
