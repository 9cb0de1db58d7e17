import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { setupDevnet } from '../setup-devnet.js'
import { quoteRequest, serveTestApi } from './serve-test-api.js'

const api = setupDevnet(() => serveTestApi())

// Index 0 of the public test mnemonic (the quote's owner).
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const hash = (byte: string) => `0x${byte.repeat(32)}` as const
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quoted'`

describe('GET /v1/explorer/:supertxHash (spec "Events": wait for a receipt)', () => {
  it('serves the receipt of an executed supertransaction', async () => {
    const quote = (await (await api.post('/v1/quote', quoteRequest())).json()) as {
      payloadToSign: { message: { raw: Hex } }[]
    }
    // Spec "Signing by quoteType": `simple` is a personal-message signature of the quote hash.
    const owner = privateKeyToAccount(ANVIL_KEY_0)
    for (const item of quote.payloadToSign) {
      Object.assign(item, {
        signature: await owner.signMessage({ message: { raw: item.message.raw } }),
      })
    }
    const executed = (await (await api.post('/v1/execute', quote)).json()) as {
      supertxHash: string
    }
    const res = await api.get(`/v1/explorer/${executed.supertxHash}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      supertxHash: executed.supertxHash,
      status: 'pending',
      userOps: [{ chainId: 31337, executionStatus: 'PENDING' }],
    })
  })

  it('answers 404 in the error shape for an unknown hash', async () => {
    const res = await api.get(`/v1/explorer/${hash('99')}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      code: 'NOT_FOUND',
      errors: [{ code: 'SUPERTX_NOT_FOUND', path: ['supertxHash'] }],
    })
  })

  it('answers 400 when the hash is not 32-byte hex', async () => {
    for (const bad of ['0x1234', `0x${'zz'.repeat(32)}`, hash('ab').slice(2), `${hash('ab')}00`]) {
      const res = await api.get(`/v1/explorer/${bad}`)
      expect(res.status, bad).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ code: 'INVALID_SUPERTX_HASH', path: ['supertxHash'] }],
      })
    }
  })
})

describe('GET /details/:supertxHash (the explorer page)', () => {
  it('shows status, per-chain ops, tx hashes and failure reasons, escaping everything', async () => {
    const txHash = hash('cd')
    api.service.receipts.set(hash('aa'), {
      supertxHash: hash('aa'),
      status: 'failed',
      userOps: [
        { chainId: 31337, executionStatus: 'MINED_SUCCESS', transactionHash: txHash },
        { chainId: 31338, executionStatus: 'MINED_FAIL', error: HOSTILE, isCleanUpUserOp: true },
      ],
    })
    const res = await fetch(`${api.url}/details/${hash('aa')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain(hash('aa'))
    expect(html).toContain('>failed<')
    expect(html).toContain('>MINED_SUCCESS<')
    expect(html).toContain('>MINED_FAIL<')
    expect(html).toContain(txHash)
    // Each transaction links the explorer's page of it.
    expect(html).toContain(`<a href="/chains/31337/tx/${txHash}">`)
    expect(html).toContain('31338')
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quoted&#39;',
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('http-equiv="refresh"')
  })

  it('refreshes itself while the supertransaction is pending', async () => {
    api.service.receipts.set(hash('bb'), {
      supertxHash: hash('bb'),
      status: 'pending',
      userOps: [{ chainId: 31337, executionStatus: 'MINING' }],
    })
    const html = await (await fetch(`${api.url}/details/${hash('bb')}`)).text()
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/)
    expect(html).toContain('not sent yet')
  })

  it('answers an unknown or malformed hash with a small HTML page, escaped', async () => {
    const unknown = await fetch(`${api.url}/details/${hash('99')}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Supertransaction not found')
    const malformed = await fetch(`${api.url}/details/%3Cscript%3E`)
    expect(malformed.status).toBe(400)
    const text = await malformed.text()
    expect(text).toContain('Not a supertransaction hash')
    expect(text).not.toContain('<script>')
  })
})
