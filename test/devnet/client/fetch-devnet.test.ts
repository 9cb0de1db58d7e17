// fetchDevnet over a real socket: a description comes back parsed; anything else is a
// DevnetDescriptionError that says what to start or add, and never repeats the API key.
import { describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  type DevnetDescription,
  DevnetDescriptionError,
  fetchDevnet,
} from '../../../src/devnet-client/index.js'

const server = setupScriptedServer()
const PATH = '/__supertx/devnet.json'
const KEY = 'a-key-that-must-not-leak'

const description: DevnetDescription = {
  apiUrl: 'http://127.0.0.1:4337',
  apiKey: KEY,
  explorerUrl: 'http://127.0.0.1:4337',
  chains: [
    {
      id: 31337,
      name: 'Devnet A',
      rpcUrl: 'http://127.0.0.1:8545',
      pool: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      bridge: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      tokens: [
        {
          symbol: 'USDC',
          name: 'USD Coin',
          address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
          decimals: 6,
          permit: true,
        },
      ],
    },
  ],
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
}

const failure = (url = `${server.url}${PATH}`) =>
  fetchDevnet({ url }).then(
    () => {
      throw new Error('fetchDevnet resolved')
    },
    (error: unknown) => error as DevnetDescriptionError,
  )

describe('fetchDevnet', () => {
  it('returns the description it reads', async () => {
    server.on(`GET ${PATH}`, { json: { ...description, later: 'a key a newer devnet adds' } })
    expect(await fetchDevnet({ url: `${server.url}${PATH}` })).toEqual(description)
  })

  it('an HTML page (a dev server without the plugin) says to add the plugin', async () => {
    server.on(`GET ${PATH}`, { text: '<!doctype html><div id="root">', contentType: 'text/html' })
    const error = await failure()
    expect(error).toBeInstanceOf(DevnetDescriptionError)
    expect(error).toMatchObject({ problem: 'not-served', status: 200 })
    expect(error.shortMessage).toBe(
      `${server.url}${PATH} is not the devnet's description: the server answered 200 with an HTML page.`,
    )
    expect(error.message).toContain("Add supertxDevnet() from 'supertx-kit/devnet/vite'")
    expect(error.message).toContain('npx supertx-kit devnet --info-file <file>')
  })

  it('a 404 says the same', async () => {
    const error = await failure(`${server.url}/elsewhere.json`)
    expect(error).toMatchObject({ problem: 'not-served', status: 404 })
  })

  it("the plugin's 503 carries the devnet's own reason", async () => {
    const reason =
      'supertx-kit/devnet needs hono, which is not installed. Install it: npm i -D hono'
    server.on(`GET ${PATH}`, { status: 503, json: { error: { code: 'X', message: reason } } })
    const error = await failure()
    expect(error.problem).toBe('not-started')
    expect(error.shortMessage).toContain('The devnet did not start')
    expect(error.message).toContain(`Details: ${reason}`)
  })

  it('JSON that is not a description names each wrong field, and never the key', async () => {
    const [chain] = description.chains
    server.on(`GET ${PATH}`, {
      json: { ...description, chains: [{ ...chain, rpcUrl: 'localhost:8545', id: '31337' }] },
    })
    const error = await failure()
    expect(error.problem).toBe('invalid')
    expect(error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'chains.0.id',
      'chains.0.rpcUrl',
    ])
    expect(error.message).toContain('must be an http(s) URL')
    expect(error.message).not.toContain(KEY)
  })

  it('nothing listening says to start the dev server or the devnet', async () => {
    const closed = await import('node:net').then(
      ({ createServer }) =>
        new Promise<number>((resolve) => {
          const probe = createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number }
            probe.close(() => resolve(port))
          })
        }),
    )
    const error = await failure(`http://127.0.0.1:${closed}${PATH}`)
    expect(error.problem).toBe('unreachable')
    expect(error.message).toContain('npx supertx-kit devnet')
  })

  it('a relative URL outside a browser asks for an absolute one', async () => {
    const error = await fetchDevnet().catch((e: unknown) => e as DevnetDescriptionError)
    expect(error).toBeInstanceOf(DevnetDescriptionError)
    expect(error).toMatchObject({ problem: 'relative-url', url: PATH })
  })
})
