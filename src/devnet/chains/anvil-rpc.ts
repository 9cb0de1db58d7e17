/** One JSON-RPC call straight to an anvil (the devnet's own methods are not in viem's types). */
export async function anvilRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error || !('result' in body)) {
    throw new Error(`${method} on ${rpcUrl} failed: ${body.error?.message ?? response.status}`)
  }
  return body.result as T
}
