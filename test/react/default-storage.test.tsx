// The default storage is the browser's localStorage (jsdom here): the in-flight supertxHash a
// previous page left there is tracked on the next page, then removed.
import { renderHook, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../fixtures/harness/scripted-server.js'
import { quoteRequestFor, receiptBody } from '../../fixtures/verifiable-quotes.js'
import { createSupertxConfig } from '../../src/core/config/createSupertxConfig.js'
import { createDefaultStorage, type SupertxStorage } from '../../src/core/config/storage.js'
import { clearHistory, readHistory, recordHistory } from '../../src/core/history/history.js'
import { useSupertransaction } from '../../src/react/hooks/useSupertransaction.js'
import { setup } from './support/setup.js'

const supertxHash = `0x${'ef'.repeat(32)}` as const
const server = setupScriptedServer()
beforeAll(async () => {
  server.on('GET /v1/explorer/*', { json: receiptBody(supertxHash, 'success') })
})

/** Fills localStorage until it refuses a write (jsdom keeps the browsers' 5 MB quota). */
function fillLocalStorage(): () => void {
  const keys: string[] = []
  let size = 1_000_000
  while (size >= 16) {
    try {
      const key = `filler:${keys.length}`
      window.localStorage.setItem(key, 'x'.repeat(size))
      keys.push(key)
    } catch {
      size = Math.floor(size / 4)
    }
  }
  return () => {
    for (const key of keys) window.localStorage.removeItem(key)
  }
}

describe('default storage when localStorage is full', () => {
  it('keeps what it could not write in memory and reads it back from there: one view', async () => {
    const storage = createDefaultStorage()
    const free = fillLocalStorage()
    try {
      expect(() => window.localStorage.setItem('probe', 'x'.repeat(100))).toThrow()
      await recordHistory(storage, {
        supertxHash,
        explorerUrl: `${server.url}/details/${supertxHash}`,
        status: 'pending',
      })
      // Not in localStorage (full), yet the history reads it: the write and the read agree.
      expect(window.localStorage.getItem('supertx:history')).toBeNull()
      expect((await readHistory(storage)).map((e) => e.status)).toEqual(['pending'])
      await recordHistory(storage, {
        supertxHash,
        explorerUrl: `${server.url}/details/${supertxHash}`,
        status: 'success',
      })
      expect((await readHistory(storage)).map((e) => e.status)).toEqual(['success'])
    } finally {
      free()
    }
    // With room again, the next write lands in localStorage and memory lets go of the item.
    await recordHistory(storage, {
      supertxHash: `0x${'12'.repeat(32)}`,
      explorerUrl: `${server.url}/details/x`,
      status: 'pending',
    })
    expect(JSON.parse(window.localStorage.getItem('supertx:history') as string)).toHaveLength(2)
    expect(await readHistory(storage)).toHaveLength(2)
    await clearHistory(storage)
    expect(window.localStorage.getItem('supertx:history')).toBeNull()
  })
})

describe('default storage', () => {
  it('createSupertxConfig without storage keeps items in localStorage', () => {
    const config = createSupertxConfig({ baseUrl: server.url })
    config.storage.setItem('supertx:probe', 'kept')
    expect(window.localStorage.getItem('supertx:probe')).toBe('kept')
    config.storage.removeItem('supertx:probe')
    expect(window.localStorage.getItem('supertx:probe')).toBeNull()
  })

  it('a supertxHash left in localStorage by an earlier page is tracked to success, then removed', async () => {
    const key = 'checkout:in-flight'
    const explorerUrl = `${server.url}/details/${supertxHash}`
    window.localStorage.setItem(key, JSON.stringify({ supertxHash, explorerUrl, savedAt: 1 }))
    const { wrapper, wallet } = await setup({
      baseUrl: server.url,
      storage: createDefaultStorage(),
    })
    const { mode, composeFlows } = quoteRequestFor('simple')
    const { result } = renderHook(
      () => useSupertransaction({ mode, composeFlows: composeFlows, storageKey: key }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.supertxHash).toBe(supertxHash)
    expect(result.current.explorerUrl).toBe(explorerUrl)
    expect(window.localStorage.getItem(key)).toBeNull()
    expect(wallet.prompts).toEqual([])
    expect(server.count('POST /v1/quote')).toBe(0)
  })

  it('an asynchronous storage (AsyncStorage, IndexedDB wrappers) resumes the same way', async () => {
    const items = new Map<string, string>()
    const later = <value,>(value: value) =>
      new Promise<value>((resolve) => setTimeout(() => resolve(value), 1))
    const storage: SupertxStorage = {
      getItem: (key) => later(items.get(key) ?? null),
      setItem: async (key, value) => void items.set(key, await later(value)),
      removeItem: async (key) => void (await later(items.delete(key))),
    }
    items.set('supertx:in-flight', JSON.stringify({ supertxHash, explorerUrl: 'x', savedAt: 1 }))
    const { wrapper } = await setup({ baseUrl: server.url, storage })
    const { mode, composeFlows } = quoteRequestFor('simple')
    const { result } = renderHook(() => useSupertransaction({ mode, composeFlows: composeFlows }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.supertxHash).toBe(supertxHash)
    expect(items.has('supertx:in-flight')).toBe(false)
  })
})
