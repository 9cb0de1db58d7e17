// A real HTTP server on 127.0.0.1 answering GET /v1/explorer/{hash} from a script: each request
// takes the next answer, the last one repeats.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedAnswer = { status: number; body: unknown }

export type ReceiptServer = {
  url: string
  /** How many receipt requests arrived. */
  count(): number
  script(answers: ScriptedAnswer[]): void
  close(): Promise<void>
}

export const receiptBody = (supertxHash: string, status: 'pending' | 'success' | 'failed') => ({
  supertxHash,
  status,
  userOps: [
    {
      chainId: 31337,
      executionStatus:
        status === 'pending' ? 'PENDING' : status === 'success' ? 'MINED_SUCCESS' : 'MINED_FAIL',
      ...(status === 'failed' ? { error: 'CallFailed(0, ERC20InsufficientBalance)' } : {}),
    },
  ],
})

export async function startReceiptServer(): Promise<ReceiptServer> {
  let answers: ScriptedAnswer[] = []
  let requests = 0
  const server = createServer((req, res) => {
    const answer = answers[Math.min(requests, answers.length - 1)]
    requests++
    if (!req.url?.startsWith('/v1/explorer/') || !answer) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'not scripted', errors: [] }))
      return
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => requests,
    script(next) {
      answers = next
      requests = 0
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
