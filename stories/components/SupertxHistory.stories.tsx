import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getAddress } from 'viem'
import {
  bytes32,
  chainA,
  chainB,
  explorerUrl,
  fixtureApi,
  ownerAddress,
  receipts,
  serviceUnavailable,
  supertxHash,
  tokenAddress,
} from '../../fixtures/index.js'
import { createDefaultStorage, createMemoryStorage } from '../../src/core/config/storage.js'
import { type HistoryEntry, readHistory, recordHistory } from '../../src/core/history/history.js'
import { SupertxHistory } from '../../src/react/components/SupertxHistory/SupertxHistory.js'

/** Fixed times (2026-01-01 UTC and after), so the dates read the same on every run. */
const at = (minutes: number) => Date.UTC(2026, 0, 1, 12, minutes)

const entries: HistoryEntry[] = [
  {
    supertxHash,
    explorerUrl,
    status: 'pending',
    createdAt: at(30),
    updatedAt: at(30),
    mode: 'smart-account',
    ownerAddress,
    chainIds: [chainA, chainB],
    description: 'Swap 100 USDC on 0x5FbD…0aa3; Bridge 0.04 WETH to you on Devnet B',
  },
  {
    supertxHash: bytes32('7a'),
    explorerUrl: `https://explorer.invalid/details/${bytes32('7a')}`,
    status: 'success',
    createdAt: at(10),
    updatedAt: at(12),
    mode: 'eoa',
    ownerAddress,
    chainIds: [chainA],
    description: 'Send 25 USDC to 0xa0Ee…9720',
  },
  {
    supertxHash: bytes32('7b'),
    explorerUrl: `https://explorer.invalid/details/${bytes32('7b')}`,
    // Recorded by an older kit: no description; the row shows the rest.
    status: 'failed',
    createdAt: at(1),
    updatedAt: at(3),
    mode: 'eoa-7702',
    ownerAddress,
    chainIds: [chainB],
  },
]

/** A storage holding the history under the kit's key, as the provider's `config.storage`. */
function seeded(list: HistoryEntry[]) {
  const storage = createMemoryStorage()
  storage.setItem('supertx:history', JSON.stringify(list))
  return storage
}

/** The in-progress entry's receipt, as the API answers it while the chains still run. */
const receiptRoute = `GET /v1/explorer/${supertxHash}`

const meta = {
  title: 'Components/SupertxHistory',
  component: SupertxHistory,
  parameters: {
    // An in-progress entry follows its receipt: it stays in progress in these stories.
    api: fixtureApi({ [receiptRoute]: { body: receipts.partlyMined } }),
    docs: {
      description: {
        component: `The supertransactions this app executed (kept in the config's \`storage\` under \`supertx:history\`), newest first, with status and explorer link.

\`\`\`tsx
<SupertxHistory limit={10} />
// your own list: <SupertxHistory>{(entries) => <ul>…</ul>}</SupertxHistory>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SupertxHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithEntries: Story = {
  parameters: { storage: seeded(entries) },
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region')
    const rows = await within(history).findAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    // Each row says what ran, in the words the review used when it was executed.
    await expect(rows[1]).toHaveTextContent('Send 25 USDC to 0xa0Ee…9720')
    await expect(rows[2]?.querySelector('bdi')).toBeNull()
  },
}
export const Limited: Story = { args: { limit: 1 }, parameters: { storage: seeded(entries) } }
export const RenderProp: Story = {
  args: {
    children: (list) => (
      <ul>
        {list.map((entry) => (
          <li key={entry.supertxHash}>
            {entry.status}: {entry.supertxHash.slice(0, 10)}…
          </li>
        ))}
      </ul>
    ),
  },
  parameters: { storage: seeded(entries) },
}
export const Dark: Story = { parameters: { theme: 'dark', storage: seeded(entries) } }
/** German words recorded by a German page (a description keeps the locale it was recorded in). */
const germanEntries = entries.map((entry, index) =>
  index === 1 ? { ...entry, description: '25 USDC an 0xa0Ee…9720 senden' } : entry,
)
export const German: Story = { parameters: { locale: 'de', storage: seeded(germanEntries) } }
export const Narrow: Story = { parameters: { width: 320, storage: seeded(entries) } }
export const Unstyled: Story = { parameters: { unstyled: true, storage: seeded(entries) } }
/**
 * A run that failed after part of it ran (its bridges left chain A, chain B stopped answering),
 * and one stopped before it ran: under each row, where its funds are now, one line per chain.
 */
const partialRuns: HistoryEntry[] = [
  {
    supertxHash: bytes32('7c'),
    explorerUrl: `https://explorer.invalid/details/${bytes32('7c')}`,
    status: 'failed',
    createdAt: at(20),
    updatedAt: at(22),
    mode: 'smart-account',
    ownerAddress,
    chainIds: [chainA, chainB],
    description:
      'Bridge 50 USDC to your account on Devnet B; Bridge 0.02 WETH to your account on Devnet B',
    funds: [
      { chainId: chainB, account: ownerAddress, token: tokenAddress.USDC, amount: '50000000' },
      {
        chainId: chainB,
        account: ownerAddress,
        token: tokenAddress.WETH,
        amount: '20000000000000000',
      },
    ],
  },
  {
    supertxHash: bytes32('7d'),
    explorerUrl: `https://explorer.invalid/details/${bytes32('7d')}`,
    status: 'stopped',
    createdAt: at(15),
    updatedAt: at(16),
    mode: 'smart-account',
    ownerAddress,
    chainIds: [chainA],
    funds: [
      { chainId: chainA, account: ownerAddress, token: tokenAddress.USDC, amount: '100000000' },
    ],
  },
]
const fundsListed: Story['play'] = async ({ canvasElement }) => {
  const history = within(canvasElement).getByRole('region')
  const lists = await within(history).findAllByRole('list')
  // The entries, then each partial run's funds: a list of its own, one item per chain and token.
  const funds = lists.filter((list) => list.classList.contains('stx-supertx-history__funds'))
  await expect(funds).toHaveLength(2)
  // Back in the owner's own wallet: said so, not as its address.
  await waitFor(() => expect(funds[0]).toHaveTextContent('50 USDC now in your wallet on'))
  await expect(funds[0]).not.toHaveTextContent(ownerAddress)
  await expect(within(funds[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2)
  // Under the row, its full width: not squeezed into the status column.
  const row = funds[0]?.closest('li') as HTMLElement
  await expect(funds[0]?.getBoundingClientRect().width).toBeGreaterThan(
    row.getBoundingClientRect().width * 0.8,
  )
  // The wallet's address one interaction away: "Addresses in full", opened from the keyboard,
  // within the row's width.
  const details = row.querySelector('details') as HTMLDetailsElement
  const summary = within(details).getByText('Addresses in full', { selector: 'summary' })
  summary.focus()
  await expect(summary).toHaveFocus()
  // A native <summary> opens on Enter by the browser's own activation, which a synthetic key
  // event does not trigger; focus proves it is reachable, the click is the activation.
  await userEvent.click(summary)
  await waitFor(() => expect(details.open).toBe(true))
  await expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    `your wallet: ${getAddress(ownerAddress)}`,
  ])
  await expect(history.scrollWidth).toBeLessThanOrEqual(history.clientWidth + 1)
}
export const PartialRun: Story = {
  parameters: { storage: seeded(partialRuns) },
  play: fundsListed,
}
export const PartialRunDark: Story = {
  parameters: { theme: 'dark', storage: seeded(partialRuns) },
  play: fundsListed,
}
export const PartialRunNarrow: Story = {
  parameters: { width: 390, storage: seeded(partialRuns) },
  play: fundsListed,
}
/** Thirty entries: the list stays readable (and `limit` is how an app shortens it). */
export const ThirtyEntries: Story = {
  parameters: {
    storage: seeded(
      Array.from({ length: 30 }, (_, i) => ({
        ...(entries[i % entries.length] as HistoryEntry),
        supertxHash: bytes32((i + 16).toString(16)),
        createdAt: at(100 - i),
        updatedAt: at(100 - i),
      })),
    ),
  },
}
/** The in-progress entry's receipt arrives final: the entry turns to Succeeded by itself. */
export const PendingSettles: Story = {
  parameters: {
    storage: seeded(entries),
    api: fixtureApi({
      [receiptRoute]: [{ body: receipts.partlyMined }, { body: receipts.success }],
    }),
  },
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region')
    await waitFor(() => expect(within(history).getAllByText('Succeeded')).toHaveLength(2), {
      timeout: 10_000,
    })
  },
}
/**
 * The API stays down while an in-progress entry is tracked: once the retry budget
 * (`unavailableTimeoutMs`) runs out, the row says why its status is unknown, with Try again.
 */
export const TrackingStopped: Story = {
  args: { unavailableTimeoutMs: 1_000 },
  parameters: { storage: seeded(entries), api: fixtureApi({ [receiptRoute]: serviceUnavailable }) },
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region')
    await waitFor(() => expect(within(history).getByRole('alert')).toBeVisible(), {
      timeout: 10_000,
    })
    // The sentence is in the error words, loaded since the history mounted.
    await waitFor(() =>
      expect(within(history).getByRole('alert').textContent).toMatch(/could not be read/),
    )
    await expect(within(history).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Five in-progress entries in this browser's localStorage, for the stories that use it. */
const fivePending = Array.from({ length: 5 }, (_, i) => ({
  ...(entries[0] as HistoryEntry),
  supertxHash: bytes32(`6${i}`),
  createdAt: at(40 + i),
  updatedAt: at(40 + i),
}))
/** The kit's default storage, this browser's localStorage: one per story, each its own memory. */
const settlingStorage = createDefaultStorage()
const fullStorage = createDefaultStorage()

/**
 * Five in-progress entries whose receipts all arrive final at once: each row records its end at
 * the same moment, and every one of them is kept (updates wait for one another, Web Locks).
 */
export const FivePendingSettleTogether: Story = {
  parameters: {
    storage: settlingStorage,
    api: fixtureApi(
      Object.fromEntries(
        fivePending.map((e) => [
          `GET /v1/explorer/${e.supertxHash}`,
          { body: { ...receipts.success, supertxHash: e.supertxHash } },
        ]),
      ),
    ),
  },
  beforeEach: () => {
    window.localStorage.setItem('supertx:history', JSON.stringify(fivePending))
    return () => window.localStorage.removeItem('supertx:history')
  },
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region')
    await waitFor(() => expect(within(history).getAllByText('Succeeded')).toHaveLength(5), {
      timeout: 10_000,
    })
    // What the rows show is what is stored: no entry was left pending by a lost update.
    await waitFor(async () =>
      expect((await readHistory(settlingStorage)).map((e) => e.status)).toEqual(
        Array(5).fill('success'),
      ),
    )
  },
}

/**
 * localStorage is full: the new entry is kept in memory, and the history reads it from there (it
 * used to write to memory and read the full localStorage, and show nothing).
 */
export const FullStorage: Story = {
  parameters: { storage: fullStorage },
  beforeEach: () => {
    const keys: string[] = []
    for (let size = 1 << 20; size >= 16; ) {
      try {
        window.localStorage.setItem(`filler:${keys.length}`, 'x'.repeat(size))
        keys.push(`filler:${keys.length}`)
      } catch {
        size >>= 2
      }
    }
    return () => {
      for (const key of keys) window.localStorage.removeItem(key)
      // Through the kit's storage, so its memory lets go of the entry too (a re-run starts empty).
      void fullStorage.removeItem('supertx:history')
    }
  },
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('region')
    await within(history).findByText(/No supertransactions yet/)
    await recordHistory(fullStorage, { ...(entries[1] as HistoryEntry) })
    await expect(window.localStorage.getItem('supertx:history')).toBeNull()
    await waitFor(() => expect(within(history).getByText('Succeeded')).toBeVisible())
  },
}
