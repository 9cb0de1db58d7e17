// A receipt's status is what its ops bear out, not the service's word alone: read through the
// client from a real scripted HTTP server on 127.0.0.1 that answers receipts contradicting their ops.
import { describe, expect, it } from 'vitest'
import { supertxHash } from '../../../fixtures/endpoint-bodies.js'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import { createSupertxClient } from '../../../src/core/client/createSupertxClient.js'
import type { ExecutionStatus } from '../../../src/core/schemas/receipt.js'

const server = setupScriptedServer()

type Op = { executionStatus: ExecutionStatus; isCleanUpUserOp?: boolean; error?: string }
const receipt = (status: 'pending' | 'success' | 'failed', ops: Op[]) => ({
  supertxHash,
  status,
  userOps: ops.map((op) => ({ chainId: 31337, ...op })),
})
const ok: Op = { executionStatus: 'MINED_SUCCESS' }
const reverted: Op = { executionStatus: 'MINED_FAIL', error: 'CallFailed(0)' }

describe("the receipt's status is cross-checked with its operations", () => {
  it.each([
    ['success with a reverted op is failed', receipt('success', [ok, reverted]), 'failed'],
    [
      'success with an op FAILED is failed',
      receipt('success', [{ executionStatus: 'FAILED' }]),
      'failed',
    ],
    [
      'pending with a reverted op and the others final is failed',
      receipt('pending', [reverted, ok, { executionStatus: 'FAILED' }]),
      'failed',
    ],
    [
      'pending with a failed op and another still pending is pending (its fate is not known yet)',
      receipt('pending', [{ executionStatus: 'FAILED' }, { executionStatus: 'PENDING' }]),
      'pending',
    ],
    [
      'success with a reverted op and another still mining is pending, never success',
      receipt('success', [reverted, { executionStatus: 'MINING' }]),
      'pending',
    ],
    [
      'pending with a failed op and only a clean-up in flight is failed',
      receipt('pending', [reverted, { executionStatus: 'PENDING', isCleanUpUserOp: true }]),
      'failed',
    ],
    [
      'success with an op still mining is pending',
      receipt('success', [ok, { executionStatus: 'MINING' }]),
      'pending',
    ],
    ['success with no op at all is pending', receipt('success', []), 'pending'],
    [
      'success with only a clean-up op is pending',
      receipt('success', [{ ...ok, isCleanUpUserOp: true }]),
      'pending',
    ],
    ['failed with every op mined stays failed', receipt('failed', [ok]), 'failed'],
    ['pending with every op mined stays pending', receipt('pending', [ok]), 'pending'],
    [
      'success with a failed clean-up is success (the devnet protocol)',
      receipt('success', [ok, { ...reverted, isCleanUpUserOp: true }]),
      'success',
    ],
    ['success with every op mined is success', receipt('success', [ok, ok]), 'success'],
  ] as const)('%s', async (_, body, status) => {
    server.on('GET /v1/explorer/*', { json: body })
    const read = await createSupertxClient({ baseUrl: server.url }).getReceipt(supertxHash)
    expect(read.status).toBe(status)
    // The ops are kept as sent: the components show each one's own status.
    expect(read.userOps).toEqual(body.userOps)
  })
})
