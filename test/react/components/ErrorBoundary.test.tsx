// Every root component keeps its own render errors: data that makes it throw shows the kit's plain
// sentence and "Try again" in its place, and the host app around it stays mounted with its state.
import '@testing-library/jest-dom/vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { receipt } from '../../../fixtures/two-chain-states.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { FlowBuilder } from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { QuoteSummary, SupertxHistory } from '../../../src/react/index.js'
import { renderPart } from './render.js'

const sentence = 'This part of the page could not be shown. Try again, or reload the page.'

// React reports a caught render error on the console; the boundary adds its own warning.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** A host app: its own counter and text around the kit's component. */
function Host({ children }: { children: React.ReactNode }) {
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>Host app</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`Clicked ${count}`}
      </button>
      {children}
    </main>
  )
}

describe('a root component that throws while rendering', () => {
  it('a receipt without operations (unchecked data from the app): the sentence in place of the tracker, the host app stays', () => {
    const broken = { ...receipt('success'), userOps: undefined } as unknown as SupertxReceipt
    renderPart(
      <Host>
        <SupertxTracker receipt={broken} />
      </Host>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }))
    expect(screen.getByRole('heading', { name: 'Host app' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(sentence)
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument()
    expect(document.querySelector('[data-stx-component="supertx-tracker"]')).toHaveClass('stx-root')
  })

  it("the app's own render prop throws: caught in the component; Try again renders it afresh", () => {
    let fail = true
    renderPart(
      <Host>
        <SupertxTracker receipt={receipt('success')}>
          {(r) => {
            if (fail) throw new TypeError("Cannot read properties of undefined (reading 'hash')")
            return <p>{`Receipt ${r.status}`}</p>
          }}
        </SupertxTracker>
      </Host>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(sentence)
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Receipt success')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('each component alone: a throwing FlowBuilder header leaves a sibling tracker shown', () => {
    renderPart(
      <Host>
        <FlowBuilder
          defaultValue={[{ id: 'f', type: 'build-raw', to: '', chainId: '', data: '' }]}
          renderFlowHeader={() => {
            throw new Error('header')
          }}
        />
        <SupertxTracker receipt={receipt('success')} />
      </Host>,
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'Supertransaction' })).toBeInTheDocument()
  })

  it('in German', async () => {
    renderPart(
      <Host>
        <SupertxTracker receipt={{ ...receipt('success'), userOps: undefined } as never} />
      </Host>,
      { locale: 'de' },
    )
    expect(
      await screen.findByText(
        'Dieser Teil der Seite konnte nicht angezeigt werden. Versuchen Sie es erneut oder laden Sie die Seite neu.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument()
  })

  it('QuoteSummary and SupertxHistory from the package entry are bounded too', async () => {
    renderPart(
      <Host>
        <QuoteSummary quote={{ quote: null } as never} />
        <SupertxHistory>
          {() => {
            throw new Error('history')
          }}
        </SupertxHistory>
      </Host>,
    )
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(sentence)
    expect(screen.getByRole('heading', { name: 'Host app' })).toBeInTheDocument()
  })
})
