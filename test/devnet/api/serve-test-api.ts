import { inspect } from 'node:util'
import {
  type CreateApiAppParameters,
  createApiApp,
} from '../../../src/devnet/api/create-api-app.js'
import { serveApp } from '../../../src/devnet/api/serve-app.js'
import { createTestService, type TestService } from './test-service.js'

export const TEST_API_KEY = 'test-key-3f9a1c'

export type TestApi = {
  url: string
  service: TestService
  /** What the API logged for unexpected errors, rendered as text. */
  logged: string[]
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>
  get: (path: string, headers?: Record<string, string>) => Promise<Response>
  close: () => Promise<void>
}

/** The devnet API on a real HTTP server on 127.0.0.1, in front of the test service. */
export async function serveTestApi(
  options: Partial<CreateApiAppParameters> = {},
): Promise<TestApi> {
  const service = createTestService()
  const logged: string[] = []
  const app = createApiApp({
    apiKey: TEST_API_KEY,
    service,
    logError: (message, error) => logged.push(`${message} ${inspect(error)}`),
    ...options,
  })
  const server = await serveApp({ fetch: app.fetch })
  const auth = { 'x-api-key': TEST_API_KEY }
  return {
    url: server.url,
    service,
    logged,
    post: (path, body, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, headers = {}) =>
      fetch(`${server.url}${path}`, { headers: { ...auth, ...headers } }),
    close: server.close,
  }
}

export const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A valid quote request: one build flow on the first devnet chain. */
export function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'smart-account',
    ownerAddress: OWNER,
    composeFlows: [buildFlow()],
    ...overrides,
  }
}

export function buildFlow(chainId = 31337) {
  return {
    type: '/instructions/build',
    data: {
      to: TOKEN,
      chainId,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [OWNER, '1000'],
    },
  }
}
