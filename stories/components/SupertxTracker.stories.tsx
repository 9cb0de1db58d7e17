import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getLiveRegion } from '../../fixtures/harness/live-region.js'
import {
  fixtureApi,
  receipts,
  serviceUnavailable,
  supertxHash,
  tokenBalanceRevertState,
} from '../../fixtures/index.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'

const meta = {
  title: 'Components/SupertxTracker',
  component: SupertxTracker,
  args: { receipt: receipts.pending },
  parameters: {
    docs: {
      description: {
        component: `A supertransaction's progress per chain and operation, with explorer links. Give it a hash (it polls the receipt until final) or a receipt you already have.

\`\`\`tsx
<SupertxTracker supertxHash={hash} />
// or: <SupertxTracker receipt={flow.data.receipt} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SupertxTracker>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = { args: { receipt: receipts.pending } }
export const Mining: Story = { args: { receipt: receipts.mining } }
export const PartlyMined: Story = { args: { receipt: receipts.partlyMined } }
export const Success: Story = {
  args: { receipt: receipts.success },
  play: async ({ canvasElement }) => {
    const tracker = within(canvasElement).getByRole('region')
    await expect(getLiveRegion(tracker)).toBeVisible()
  },
}
export const MinedFail: Story = { args: { receipt: receipts.minedFail } }
export const Failed: Story = { args: { receipt: receipts.failed } }
export const RenderProp: Story = {
  args: {
    receipt: receipts.partlyMined,
    children: (receipt) => (
      <p>
        {receipt.status}:{' '}
        {receipt.userOps.filter((op) => op.executionStatus === 'MINED_SUCCESS').length} of{' '}
        {receipt.userOps.length} operations mined
      </p>
    ),
  },
}
/**
 * A revert reason with a right-to-left override (U+202E): cleaned and isolated, so it cannot turn
 * the status and the rest of the line around.
 */
export const HostileRevertReason: Story = {
  args: {
    receipt: {
      ...receipts.minedFail,
      userOps: receipts.minedFail.userOps.map((op) =>
        op.error ? { ...op, error: 'transfer to \u202E0x1234…5678 failed' } : op,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const reason = canvasElement.querySelector('.stx-supertx-tracker__reason') as HTMLElement
    await expect(reason.tagName).toBe('BDI')
    await expect(reason.textContent).toContain('transfer to 0x1234…5678 failed')
    await expect(canvasElement.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
  },
}
/**
 * A real run's receipt (captured from the devnet, fixtures/revert-run.ts) with the quote that ran:
 * USDC reverted with ERC20InsufficientBalance on Devnet A. The tracker says why in the token's
 * symbol and human amounts, once, next to the failed operation, never the raw revert; what to do
 * is in the sentence (the tracker has no action of its own: the flow's button is the one).
 */
export const TokenBalanceRevert: Story = {
  args: {
    receipt: tokenBalanceRevertState.data.receipt,
    quote: tokenBalanceRevertState.data.quote,
  },
  play: ({ canvasElement }) =>
    expectReasonOnce(
      canvasElement,
      'Why: Your USDC balance on Devnet A is 0.25 USDC; this needs 1.5 USDC. Add USDC to your account there or lower the amount, then get a new quote.',
    ),
}
export const GermanTokenBalanceRevert: Story = {
  ...TokenBalanceRevert,
  parameters: { locale: 'de' },
  play: ({ canvasElement }) =>
    expectReasonOnce(
      canvasElement,
      'Grund: Ihr USDC-Guthaben auf Devnet A beträgt 0,25 USDC; benötigt werden 1,5 USDC. Fügen Sie Ihrem Konto dort USDC hinzu oder verringern Sie den Betrag und holen Sie dann ein neues Angebot.',
    ),
}
export const DarkTokenBalanceRevert: Story = {
  ...TokenBalanceRevert,
  parameters: { theme: 'dark' },
}

async function expectReasonOnce(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement)
  const shown = await canvas.findByText(reason, { selector: '.stx-supertx-tracker__reason' })
  await expect(shown.closest('li')).toHaveClass('stx-op--mined_fail')
  await expect(canvasElement.textContent?.split(reason)).toHaveLength(2)
  await expect(canvasElement).not.toHaveTextContent(/ERC20Insufficient|call \d+ failed/)
  // No address in full but in the list of the addresses the ops' words name (closed until
  // opened), which never holds the reason's.
  const outside = canvasElement.cloneNode(true) as HTMLElement
  outside.querySelector('.stx-addresses')?.remove()
  await expect(outside).not.toHaveTextContent(/0x[0-9a-fA-F]{40}/)
  await expect(canvasElement.querySelector('.stx-addresses ul')).not.toBeVisible()
  await expect(canvas.queryByRole('button')).toBeNull()
}
export const Dark: Story = { args: { receipt: receipts.minedFail }, parameters: { theme: 'dark' } }
export const German: Story = {
  args: { receipt: receipts.partlyMined },
  parameters: { locale: 'de' },
}
export const Unstyled: Story = {
  args: { receipt: receipts.partlyMined },
  parameters: { unstyled: true },
}
export const Narrow: Story = { args: { receipt: receipts.partlyMined }, parameters: { width: 320 } }

const receiptRoute = `GET /v1/explorer/${supertxHash}`

/**
 * Given a hash, the tracker polls the receipt itself (`useSupertxReceipt`): here the API answers
 * the chains' stages one poll after another (both pending, A mining, A mined while B mines, both
 * mined) and the tracker stops polling at `success`.
 */
export const Polling: Story = {
  args: { receipt: undefined, supertxHash },
  parameters: {
    api: fixtureApi({
      [receiptRoute]: [
        receipts.pending,
        receipts.mining,
        receipts.partlyMined,
        receipts.success,
      ].map((body) => ({ body })),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Each stage shows on its way to the end.
    await waitFor(() => expect(canvas.getByText('1 of 2 operations done')).toBeVisible(), {
      timeout: 10_000,
    })
    await waitFor(() => expect(canvas.getByText('Succeeded')).toBeVisible(), { timeout: 10_000 })
  },
}
/** Polling until a chain's operation reverts: the tracker ends on `failed`. */
export const PollingToFailure: Story = {
  args: { receipt: undefined, supertxHash },
  parameters: {
    api: fixtureApi({
      [receiptRoute]: [receipts.pending, receipts.partlyMined, receipts.minedFail].map((body) => ({
        body,
      })),
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('Failed')[0]).toBeVisible(), {
      timeout: 10_000,
    })
  },
}
/**
 * A service that says `success` while an operation reverted: the kit reads the ops, so the
 * tracker says Failed, never Succeeded.
 */
export const PollingSuccessClaimedOverAFailedOp: Story = {
  args: { receipt: undefined, supertxHash },
  parameters: {
    api: fixtureApi({ [receiptRoute]: { body: { ...receipts.minedFail, status: 'success' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByText('Failed')[0]).toBeVisible(), {
      timeout: 10_000,
    })
    await expect(canvas.queryByText('Succeeded')).toBeNull()
  },
}
/** The first receipt has not arrived yet. */
export const PollingLoading: Story = {
  args: { receipt: undefined, supertxHash },
  parameters: { api: fixtureApi({}, [receiptRoute]) },
  play: async ({ canvasElement }) => {
    await expect(getLiveRegion(canvasElement)).toBeVisible()
  },
}
/**
 * The API does not know the hash (its 404): past `notFoundTimeoutMs` (1 s here, 10 s by default)
 * the tracker says so instead of spinning, with a button to look again.
 */
export const PollingUnknownHash: Story = {
  args: { receipt: undefined, supertxHash, notFoundTimeoutMs: 1_000 },
  parameters: {
    api: fixtureApi({
      [receiptRoute]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: `No supertransaction ${supertxHash}`, errors: [] },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible(), {
      timeout: 10_000,
    })
  },
}
/**
 * The API answers 503 for a while: the tracker says in its live region that it is trying again
 * (with backoff), then shows the receipt once a read succeeds.
 */
export const PollingRetrying: Story = {
  args: { receipt: undefined, supertxHash },
  parameters: {
    api: fixtureApi({
      [receiptRoute]: [
        serviceUnavailable,
        serviceUnavailable,
        serviceUnavailable,
        serviceUnavailable,
        { body: receipts.success },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(getLiveRegion(canvasElement).textContent).toMatch(/trying again \(attempt \d+\)/),
      { timeout: 10_000 },
    )
    await waitFor(() => expect(within(canvasElement).getByText('Succeeded')).toBeVisible(), {
      timeout: 10_000,
    })
  },
}
/**
 * The API stays down: past `unavailableTimeoutMs` (1 s here, 60 s by default) the tracker stops,
 * says why in a sentence and offers "Try again" (the hash is tracked again, never sent again).
 */
export const PollingUnavailable: Story = {
  args: { receipt: undefined, supertxHash, unavailableTimeoutMs: 1_000 },
  parameters: { api: fixtureApi({ [receiptRoute]: serviceUnavailable }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), { timeout: 10_000 })
    await expect(canvas.getByRole('alert').textContent).toMatch(/could not be read/)
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
/** Thirty operations over two chains at different stages: the list grows, nothing overflows. */
export const ThirtyOperations: Story = {
  args: {
    receipt: {
      ...receipts.partlyMined,
      userOps: Array.from({ length: 30 }, (_, i) => ({
        ...(receipts.partlyMined.userOps[i % 2] as (typeof receipts.partlyMined.userOps)[number]),
        executionStatus: i < 12 ? 'MINED_SUCCESS' : i < 16 ? 'MINING' : 'PENDING',
        userOpHash: `0x${(i + 16).toString(16).padStart(64, '0')}` as const,
      })),
    },
  },
}
/**
 * A 200-operation receipt: past 50 operations on a chain, the succeeded ones fold into one line
 * and what still needs a look (pending, failed) stays listed; "Show all" lists every one.
 */
export const GroupedLargeReceipt: Story = {
  args: {
    receipt: {
      ...receipts.partlyMined,
      status: 'pending',
      userOps: Array.from({ length: 200 }, (_, i) => ({
        ...(receipts.partlyMined.userOps[0] as (typeof receipts.partlyMined.userOps)[number]),
        executionStatus: i < 197 ? 'MINED_SUCCESS' : 'PENDING',
        userOpHash: `0x${(i + 16).toString(16).padStart(64, '0')}` as const,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/197 operations succeeded\./)).toBeVisible()
    await expect(canvasElement.querySelectorAll('li.stx-supertx-tracker__op')).toHaveLength(3)
    canvas.getByRole('button', { name: 'Show all 200 operations' }).click()
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('li.stx-supertx-tracker__op')).toHaveLength(200),
    )
  },
}
let renderPropFails = true
/**
 * The component's error boundary: the app's render prop throws once; the kit's sentence and
 * "Try again" take the tracker's place (the page around it stays), and Try again renders it afresh.
 */
export const ErrorBoundary: Story = {
  args: {
    receipt: receipts.success,
    children: (receipt) => {
      if (renderPropFails) throw new TypeError('The app’s render prop failed')
      return <p>{`Receipt ${receipt.status}`}</p>
    },
  },
  beforeEach: () => {
    renderPropFails = true
    // React reports the caught error on the console (which fails a story): this one is expected.
    const report = console.error
    console.error = (...args: unknown[]) => {
      if (!args.some((arg) => String(arg).includes('render prop failed'))) report(...args)
    }
    return () => {
      console.error = report
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert').textContent).toMatch(/could not be shown/)
    renderPropFails = false
    canvas.getByRole('button', { name: 'Try again' }).click()
    await expect(await canvas.findByText('Receipt success')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
