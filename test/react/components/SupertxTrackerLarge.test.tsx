// A large receipt stays readable and cheap: past 50 operations on a chain the succeeded ones are
// one line, the others (failed, pending) are listed, and "Show all" lists every operation.
import '@testing-library/jest-dom/vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chainA, supertxHash } from '../../../fixtures/two-chain-states.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { renderPart } from './render.js'

const large = (count: number, failed: readonly number[]): SupertxReceipt =>
  ({
    supertxHash,
    status: 'failed',
    userOps: Array.from({ length: count }, (_, i) => ({
      chainId: chainA,
      executionStatus: failed.includes(i + 1) ? 'MINED_FAIL' : 'MINED_SUCCESS',
      ...(failed.includes(i + 1) ? { error: `op ${i + 1} reverted` } : {}),
    })),
  }) as SupertxReceipt

describe('SupertxTracker with a large receipt', () => {
  it('10,000 operations, two failed: the failed ones listed with why, the rest one line', () => {
    renderPart(<SupertxTracker receipt={large(10_000, [17, 9_001])} />)
    const tracker = screen.getByRole('region', { name: 'Supertransaction' })
    const items = within(tracker).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Operation 17')
    expect(items[0]).toHaveTextContent('Why: op 17 reverted')
    expect(items[1]).toHaveTextContent('Operation 9001')
    expect(tracker).toHaveTextContent('9,998 operations succeeded.')
    // The two reverted operations are failed, not done.
    expect(tracker).toHaveTextContent('9998 of 10000 operations done, 2 failed')
    expect(
      within(tracker).getByRole('button', { name: 'Show all 10,000 operations' }),
    ).toBeVisible()
  })

  it('Show all lists every operation', () => {
    renderPart(<SupertxTracker receipt={large(120, [3])} />)
    const tracker = screen.getByRole('region', { name: 'Supertransaction' })
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(1)
    expect(tracker).toHaveTextContent('119 operations succeeded.')
    fireEvent.click(within(tracker).getByRole('button', { name: 'Show all 120 operations' }))
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(120)
  })

  it('at 50 or fewer, every operation as before', () => {
    renderPart(<SupertxTracker receipt={large(50, [])} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(50)
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument()
  })

  it('in German, with German digit grouping', async () => {
    renderPart(<SupertxTracker receipt={large(10_000, [1, 2])} />, { locale: 'de' })
    expect(await screen.findByText(/9\.998 Operationen erfolgreich\./)).toBeInTheDocument()
  })
})
