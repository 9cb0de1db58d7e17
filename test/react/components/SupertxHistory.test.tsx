import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type ScriptedServer,
  serviceUnavailable,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import { readHistory, recordHistory } from '../../../src/core/history/history.js'
import { SupertxHistory } from '../../../src/react/components/SupertxHistory/SupertxHistory.js'
import { setup } from '../support/setup.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
/** A receipt's `success` counts only when its ops bear it out. */
const minedOp = { chainId: 31337, executionStatus: 'MINED_SUCCESS' }

/** `count` pending entries in the stored history, newest first, as the kit writes them. */
async function storePending(
  storage: Awaited<ReturnType<typeof setup>>['storage'],
  config: Awaited<ReturnType<typeof setup>>['config'],
  count: number,
) {
  const stored = Array.from({ length: count }, (_, i) => ({
    supertxHash: hash(count - i),
    explorerUrl: config.getExplorerUrl(hash(count - i)),
    status: 'pending',
    createdAt: 1_700_000_000_000 - i,
    updatedAt: 1_700_000_000_000 - i,
  }))
  await storage.setItem('supertx:history', JSON.stringify(stored))
}

describe('SupertxHistory', () => {
  let api: ScriptedServer
  beforeEach(async () => {
    api = await startScriptedServer()
  })
  afterEach(() => api.close())

  it('says so when nothing was executed yet', async () => {
    const { wrapper: Wrapper } = await setup({ baseUrl: api.url })
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    expect(await screen.findByText(/No supertransactions yet/)).toBeTruthy()
  })

  it('lists the executed ones newest first and shows new ones as they are recorded', async () => {
    const {
      wrapper: Wrapper,
      storage,
      config,
    } = await setup({
      baseUrl: api.url,
      chains: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
    })
    await recordHistory(storage, {
      supertxHash: hash(1),
      explorerUrl: config.getExplorerUrl(hash(1)),
      status: 'failed',
      mode: 'eoa',
      chainIds: [31337, 31338],
      createdAt: Date.UTC(2026, 10, 22, 12),
    })
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    const list = await screen.findByRole('list')
    // Status in words, then the time in the locale (noon UTC is Nov 22 in every time zone but ±12).
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Failed Nov 22, 2026')
    expect(list.textContent).toContain('EOA on Test chain 31337, Test chain 31338')
    await recordHistory(storage, {
      supertxHash: hash(2),
      explorerUrl: config.getExplorerUrl(hash(2)),
      status: 'success',
    })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Succeeded')
    expect(
      within(list).getAllByRole('link', { name: 'View on explorer' })[0]?.getAttribute('href'),
    ).toBe(config.getExplorerUrl(hash(2)))
  })

  it('says what each one did in the words it was recorded with; older entries without them still show', async () => {
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await recordHistory(storage, {
      supertxHash: hash(6),
      explorerUrl: config.getExplorerUrl(hash(6)),
      status: 'success',
    })
    await recordHistory(storage, {
      supertxHash: hash(7),
      explorerUrl: config.getExplorerUrl(hash(7)),
      status: 'success',
      description: 'Send 25 USDC to 0xa0Ee…9720',
    })
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    const list = await screen.findByRole('list')
    const [described, older] = within(list).getAllByRole('listitem')
    expect(described?.textContent).toContain('Send 25 USDC to 0xa0Ee…9720')
    expect(described?.querySelector('bdi')?.textContent).toBe('Send 25 USDC to 0xa0Ee…9720')
    expect(older?.textContent).toContain('Succeeded')
    expect(older?.querySelector('bdi')).toBeNull()
  })

  it('leaves out a stored entry whose description is not short clean text, keeps the others', async () => {
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    const entry = (n: number, description?: unknown) => ({
      supertxHash: hash(n),
      explorerUrl: config.getExplorerUrl(hash(n)),
      status: 'success',
      createdAt: 1_700_000_000_000 - n,
      updatedAt: 1_700_000_000_000 - n,
      ...(description === undefined ? {} : { description }),
    })
    await storage.setItem(
      'supertx:history',
      JSON.stringify([
        entry(11, 'Send 1 USDC\u202E to 0x1234…5678'),
        entry(12, 'x'.repeat(201)),
        entry(13, 42),
        entry(14, ''),
        entry(15, 'Swap 1 WETH in 0x5FbD…0aa3'),
      ]),
    )
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(list.textContent).toContain('Swap 1 WETH in 0x5FbD…0aa3')
    expect((await readHistory(storage)).map((e) => e.supertxHash)).toEqual([hash(15)])
  })

  it('tracks an unfinished one again until it ends, and records the end', async () => {
    api.on(`GET /v1/explorer/${hash(3)}`, {
      json: { supertxHash: hash(3), status: 'success', userOps: [minedOp] },
    })
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await recordHistory(storage, {
      supertxHash: hash(3),
      explorerUrl: config.getExplorerUrl(hash(3)),
      status: 'pending',
    })
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    expect(await screen.findByText('Succeeded')).toBeTruthy()
    await waitFor(async () => expect((await readHistory(storage))[0]?.status).toBe('success'))
  })

  it('says why an unfinished one stopped being tracked, and Try again tracks it again', async () => {
    let down = true
    api.on(`GET /v1/explorer/${hash(5)}`, () =>
      down
        ? serviceUnavailable()
        : { json: { supertxHash: hash(5), status: 'success', userOps: [minedOp] } },
    )
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await recordHistory(storage, {
      supertxHash: hash(5),
      explorerUrl: config.getExplorerUrl(hash(5)),
      status: 'pending',
    })
    render(
      <Wrapper>
        <SupertxHistory unavailableTimeoutMs={200} />
      </Wrapper>,
    )
    // The row stays "In progress" (it may still land) and says why its status is not known.
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.textContent).toMatch(/status could not be read/))
    expect(screen.getByText('In progress')).toBeTruthy()
    expect((await readHistory(storage))[0]?.status).toBe('pending')
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Succeeded')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    await waitFor(async () => expect((await readHistory(storage))[0]?.status).toBe('success'))
  })

  it('3,000 stored pending entries: the newest 50 are shown and polled, one receipt read each', async () => {
    api.on('GET /v1/explorer/*', (_, { path }) => ({
      json: { supertxHash: path.split('/').pop(), status: 'success', userOps: [minedOp] },
    }))
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await storePending(storage, config, 3_000)
    render(
      <Wrapper>
        <SupertxHistory />
      </Wrapper>,
    )
    // Waits on the storage, not the DOM: querying 3,000 rows (before the limit) would be the cost.
    const settled = async () => (await readHistory(storage)).filter((e) => e.status === 'success')
    await waitFor(async () => expect(await settled()).toHaveLength(50), { timeout: 20_000 })
    await waitFor(() => expect(screen.getAllByText('Succeeded')).toHaveLength(50))
    expect(api.count('GET /v1/explorer/')).toBe(50)
  }, 30_000)

  it('an app keeping 3,000: a page of 20 rendered, only those polled; Show more adds the next 20', async () => {
    api.on('GET /v1/explorer/*', { hang: true })
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await storePending(storage, config, 3_000)
    render(
      <Wrapper>
        <SupertxHistory limit={3_000} pageSize={20} />
      </Wrapper>,
    )
    const region = await screen.findByRole('region', { name: 'Your supertransactions' })
    const rows = () => within(region).queryAllByRole('listitem')
    await waitFor(() => expect(rows()).toHaveLength(20))
    await waitFor(() => expect(api.count('GET /v1/explorer/')).toBe(20))
    fireEvent.click(within(region).getByRole('button', { name: 'Show 20 more' }))
    expect(rows()).toHaveLength(40)
    await waitFor(() => expect(api.count('GET /v1/explorer/')).toBe(40))
    // The rest were never asked about.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(api.count('GET /v1/explorer/')).toBe(40)
  }, 30_000)

  it('hands the entries to a render function', async () => {
    const { wrapper: Wrapper, storage, config } = await setup({ baseUrl: api.url })
    await recordHistory(storage, {
      supertxHash: hash(4),
      explorerUrl: config.getExplorerUrl(hash(4)),
      status: 'success',
    })
    render(
      <Wrapper>
        <SupertxHistory>{(entries) => <p>{entries.length} done</p>}</SupertxHistory>
      </Wrapper>,
    )
    expect(await screen.findByText('1 done')).toBeTruthy()
  })
})
