// Property-based: whatever JSON arrives at a route — arbitrary values, or a valid request with one
// field replaced or removed — the devnet never answers 5xx, and every error has the spec's body
// (docs/spec/supertransaction-api.md, Errors: `code`, `message`, `errors[]` of {code, path,
// message}). A real devnet over HTTP; fast-check with few runs per route and a time budget each, so
// the suite stays bounded on a loaded machine (a failure prints its seed and shrunk input).
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { POST_PATHS } from '../../../fixtures/endpoint-bodies.js'
import { startDevnet } from '../../../src/devnet/start-devnet.js'
import { setupDevnet } from '../setup-devnet.js'

const devnet = setupDevnet(() => startDevnet({ chains: 2 }))

/** Runs per property and the time each may take (the runs left are skipped, not failed). */
const RUNS = 25
const BUDGET_MS = 10_000

const errorBodySchema = z.object({
  code: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  errors: z.array(
    z.object({
      code: z.string().check(z.minLength(1)),
      path: z.array(z.string()),
      message: z.string(),
    }),
  ),
})

async function expectSpecShaped(res: Response, what: string) {
  const text = await res.text()
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500)
  if (res.status < 400) return
  const body = JSON.parse(text) as unknown
  // 412 carries the authorizations to sign; its errors[] is empty but present.
  const parsed = z.safeParse(errorBodySchema, body)
  expect(parsed.success, `${what} → ${res.status} ${text.slice(0, 300)}`).toBe(true)
}

const post = (path: string, body: string) =>
  fetch(`${devnet.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': devnet.apiKey },
    body,
  })

/** A valid body per POST route (simulate off where it exists: the chain work is not the point). */
function validBodies(): Record<string, Record<string, unknown>> {
  const [a, b] = devnet.chains.map((c) => c.id) as [number, number]
  const owner = devnet.accounts[0]!.address
  const usdc = getAddress(devnet.deployments[a]!.tokens.USDC.address)
  const weth = getAddress(devnet.deployments[a]!.tokens.WETH.address)
  const build = {
    to: usdc,
    chainId: a,
    functionSignature: 'function transfer(address to, uint256 amount)',
    args: [devnet.accounts[9]!.address, '1'],
  }
  return {
    '/v1/quote': {
      mode: 'smart-account',
      ownerAddress: owner,
      simulate: false,
      composeFlows: [{ type: '/instructions/build', data: build }],
      cleanUps: [{ tokenAddress: usdc, chainId: a, recipientAddress: owner }],
    },
    '/v1/mee/orchestrator': { ownerAddress: owner, chains: [a, b] },
    '/v1/mee/prepare7702': {
      mode: 'eoa-7702',
      ownerAddress: owner,
      instructions: [{ chainId: a, calls: [] }],
    },
    '/v1/mee/upgrade': { ownerAddress: owner, mode: 'smart-account', chainIds: [a] },
    '/v1/instructions/build': build,
    '/v1/instructions/build-ccip': {
      srcToken: usdc,
      dstToken: usdc,
      srcChainId: a,
      dstChainId: b,
      ownerAddress: owner,
      amount: '1000',
      mode: 'smart-account',
    },
    '/v1/instructions/intent-simple': {
      srcToken: usdc,
      dstToken: weth,
      srcChainId: a,
      dstChainId: b,
      ownerAddress: owner,
      amount: '1000000',
      mode: 'smart-account',
    },
    // Execute: a body with the quote response's shape but no issued quote behind it.
    '/v1/execute': {
      ownerAddress: owner,
      mode: 'smart-account',
      quoteType: 'simple',
      quote: { hash: `0x${'ab'.repeat(32)}` },
      payloadToSign: [
        {
          signablePayload: { message: { raw: `0x${'ab'.repeat(32)}` } },
          signature: `0x${'11'.repeat(65)}`,
        },
      ],
    },
  }
}

type Path = (string | number)[]

/** Every path inside a JSON value (objects' keys and arrays' indices), the root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return []
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>)
  return entries.flatMap(([key, v]) => [[...prefix, key], ...pathsOf(v, [...prefix, key])])
}

const REMOVE = Symbol('remove')

/** A deep copy of `value` with the field at `path` replaced by `replacement`, or removed. */
function mutate(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else parent[last] = replacement
  return copy
}

/** JSON values a client might send by mistake, from plausible to absurd. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', '0x', '-1', '1e3', 'NaN', 2 ** 53, -1, 1.5, 0, null, [], {}, '0'.repeat(300)),
)

describe('no route answers 5xx, and errors are spec-shaped', () => {
  // The mutations start from bodies the devnet accepts, so they probe past the schema too.
  it.each([
    '/v1/quote',
    '/v1/mee/orchestrator',
    '/v1/mee/prepare7702',
    '/v1/instructions/build',
    '/v1/instructions/build-ccip',
    '/v1/instructions/intent-simple',
  ])('the valid body of POST %s is accepted', async (route) => {
    const res = await post(route, JSON.stringify(validBodies()[route]))
    expect(res.status, await res.clone().text()).toBe(200)
  })

  it.each(POST_PATHS)('POST %s with an arbitrary JSON body', async (route) => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (body) => {
        await expectSpecShaped(
          await post(route, JSON.stringify(body)),
          `${route} ${JSON.stringify(body)}`,
        )
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: BUDGET_MS },
    )
  })

  it.each(POST_PATHS)(
    'POST %s with one field of a valid body replaced or removed',
    async (route) => {
      const valid = validBodies()[route === '/v1/mee/execute' ? '/v1/execute' : route]!
      const paths = pathsOf(valid)
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: paths.length - 1 }),
          fc.oneof(fc.constant<unknown>(REMOVE), jsonValue),
          async (index, replacement) => {
            const body = mutate(valid, paths[index]!, replacement)
            const what = `${route} ${paths[index]!.join('.')} := ${replacement === REMOVE ? '(removed)' : JSON.stringify(replacement)}`
            await expectSpecShaped(await post(route, JSON.stringify(body)), what)
          },
        ),
        { numRuns: RUNS, interruptAfterTimeLimit: BUDGET_MS },
      )
    },
  )

  it('GET /v1/explorer/:hash with an arbitrary path segment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (segment) => {
        const res = await fetch(`${devnet.apiUrl}/v1/explorer/${encodeURIComponent(segment)}`, {
          headers: { 'x-api-key': devnet.apiKey },
        })
        await expectSpecShaped(res, `GET /v1/explorer/${segment}`)
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: BUDGET_MS },
    )
  })
})
