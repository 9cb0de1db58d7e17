// Raw HTTP calls to a devnet for the benchmarks: plain fetch, so the figures measure the API and not
// the kit's client-side validation.
import type { Hex } from 'viem'
import type { StartDevnetReturnType } from '../src/devnet/start-devnet.js'

export function devnetHttp(devnet: Pick<StartDevnetReturnType, 'apiUrl' | 'apiKey'>) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${devnet.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
      body: JSON.stringify(body),
    })
    const json = await res.json()
    if (!res.ok) throw new Error(`${path} ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
  /** The receipt, or undefined while the API does not know the hash yet. */
  const receipt = async (hash: Hex): Promise<{ status: string } | undefined> => {
    const res = await fetch(`${devnet.apiUrl}/v1/explorer/${hash}`, {
      headers: { 'x-api-key': devnet.apiKey },
    })
    return res.ok ? ((await res.json()) as { status: string }) : undefined
  }
  return { post, receipt }
}
