// The devnet's chains answer this machine's pages only, like its API: anvil runs with --no-cors
// (no page may call it: its JSON needs a preflight, which it no longer grants), and pages reach
// each chain at the API's POST /rpc/<chainId>, behind the API's origin and Host check. The
// description apps load points there. Real HTTP against a started devnet on 127.0.0.1.
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { describeDevnet } from '../../../src/devnet/describe-devnet.js'
import { startDevnet } from '../../../src/devnet/index.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 1 }))
const widened = setupDevnet(() =>
  startDevnet({ chains: 1, allowedOrigins: ['https://app.example'] }),
)

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request with exactly these headers (fetch would not let a test set Host). */
function raw(url: string, method: string, headers: Record<string, string>, body?: string) {
  const { port, pathname } = new URL(url)
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const chainIdCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
const preflight = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'content-type',
})
const json = (origin?: string) => ({
  'content-type': 'application/json',
  ...(origin ? { origin } : {}),
})

describe("the chains' RPC for pages", () => {
  it('the description points pages at the API, which answers a loopback page', async () => {
    const [chain] = describeDevnet(devnet).chains
    expect(chain?.rpcUrl).toBe(`${devnet.apiUrl}/rpc/${chain?.id}`)
    const rpcUrl = chain?.rpcUrl as string
    const ok = await raw(rpcUrl, 'OPTIONS', preflight('http://localhost:5173'))
    expect(ok.status).toBeLessThan(300)
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    const answer = await raw(rpcUrl, 'POST', json('http://localhost:5173'), chainIdCall)
    expect(answer.status).toBe(200)
    expect(Number(JSON.parse(answer.body).result)).toBe(chain?.id)
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    // A script or a test (no Origin) too.
    const script = await raw(rpcUrl, 'POST', json(), chainIdCall)
    expect(Number(JSON.parse(script.body).result)).toBe(chain?.id)
  })

  it('refuses a foreign page: preflight and eth_chainId, through the API', async () => {
    const rpcUrl = `${devnet.apiUrl}/rpc/${devnet.chains[0]?.id}`
    const refused = await raw(rpcUrl, 'OPTIONS', preflight('http://evil.example'))
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    const call = await raw(rpcUrl, 'POST', json('http://evil.example'), chainIdCall)
    expect(call.status).toBe(403)
    expect(JSON.parse(call.body).code).toBe('FORBIDDEN_ORIGIN')
    expect(call.headers['access-control-allow-origin']).toBeUndefined()
    // DNS rebinding: a hostile name pointed at 127.0.0.1.
    const rebound = await raw(rpcUrl, 'POST', { ...json(), host: 'evil.example' }, chainIdCall)
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body).code).toBe('FORBIDDEN_HOST')
  })

  it('refuses a foreign page at anvil itself: no CORS grant, no JSON without one', async () => {
    const anvil = devnet.chains[0]?.rpcUrls.default.http[0] as string
    const grant = await raw(anvil, 'OPTIONS', preflight('http://evil.example'))
    expect(grant.headers['access-control-allow-origin']).toBeUndefined()
    const call = await raw(anvil, 'POST', json('http://evil.example'), chainIdCall)
    expect(call.headers['access-control-allow-origin']).toBeUndefined()
    // What a page may send without a preflight (text/plain) is not JSON-RPC to anvil.
    const simple = await raw(anvil, 'POST', { 'content-type': 'text/plain' }, chainIdCall)
    expect(JSON.parse(simple.body).result).toBeUndefined()
  })

  it('a chain it does not run → 404', async () => {
    const answer = await raw(`${devnet.apiUrl}/rpc/999`, 'POST', json(), chainIdCall)
    expect(answer.status).toBe(404)
  })

  it('allowedOrigins widens the chains as it widens the API', async () => {
    const rpcUrl = `${widened.apiUrl}/rpc/${widened.chains[0]?.id}`
    const ok = await raw(rpcUrl, 'POST', json('https://app.example'), chainIdCall)
    expect(ok.status).toBe(200)
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example')
    expect((await raw(rpcUrl, 'POST', json('http://evil.example'), chainIdCall)).status).toBe(403)
  })
})
