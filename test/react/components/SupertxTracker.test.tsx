import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import {
  type ScriptedServer,
  startScriptedServer,
} from '../../../fixtures/harness/scripted-server.js'
import { devnetTokenList, tokenBalanceRevertState } from '../../../fixtures/index.js'
import type { SupertxReceipt } from '../../../src/core/schemas/receipt.js'
import { SupertxTracker } from '../../../src/react/components/SupertxTracker/SupertxTracker.js'
import { loadMessages } from '../../../src/react/i18n/load-messages.js'
import { setup } from '../support/setup.js'

const supertxHash = `0x${'ab'.repeat(32)}` as const
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const receipt = (patch: Partial<SupertxReceipt> = {}): SupertxReceipt => ({
  supertxHash,
  status: 'pending',
  userOps: [
    { chainId: 31337, executionStatus: 'MINED_SUCCESS', transactionHash: tx(1) },
    { chainId: 31338, executionStatus: 'MINING', transactionHash: tx(2) },
    { chainId: 31338, executionStatus: 'PENDING', isCleanUpUserOp: true },
  ],
  ...patch,
})

describe('SupertxTracker from a receipt', () => {
  it("shows each chain's operations at their own stage, in words, with the progress", async () => {
    const { wrapper: Wrapper } = await setup({
      baseUrl: 'http://127.0.0.1:9',
      chains: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
    })
    render(
      <Wrapper>
        <SupertxTracker receipt={receipt()} />
      </Wrapper>,
    )
    const region = screen.getByRole('region', { name: 'Supertransaction' })
    expect(within(region).getByText('In progress')).toBeTruthy()
    expect(getLiveRegion().textContent).toBe('1 of 3 operations done')
    expect(screen.getByRole('heading', { name: 'Test chain 31337' })).toBeTruthy()
    const second = screen.getByRole('heading', { name: 'Test chain 31338' })
      .nextElementSibling as HTMLElement
    const items = within(second).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Operation 2 Being mined'),
      'Clean-up 3 Waiting',
    ])
    expect(screen.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      `http://127.0.0.1:9/details/${supertxHash}`,
    )
  })

  it('says why an operation failed, next to it', () => {
    render(
      <SupertxTracker
        receipt={receipt({
          status: 'failed',
          userOps: [{ chainId: 1, executionStatus: 'MINED_FAIL', error: 'ERC20: insufficient' }],
        })}
      />,
    )
    expect(screen.getByText('Failed')).toBeTruthy()
    expect(screen.getByText('Reverted')).toBeTruthy()
    expect(screen.getByText('Why: ERC20: insufficient')).toBeTruthy()
    // No provider: chains unnamed, no dead links.
    expect(screen.getByRole('heading', { name: 'Chain 1' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('a reverted operation is counted as failed, not done; its reason’s addresses are shortened', () => {
    render(
      <SupertxTracker
        receipt={receipt({
          status: 'failed',
          userOps: [
            { chainId: 1, executionStatus: 'MINED_SUCCESS' },
            {
              chainId: 1,
              executionStatus: 'MINED_FAIL',
              error:
                'call 0 failed: transfer to 0x90F79bf6EB2c4f870365E785982E1f101E93b906 refused',
            },
          ],
        })}
      />,
    )
    expect(getLiveRegion().textContent).toBe('1 of 2 operations done, 1 failed')
    expect(screen.getByText('Why: call 0 failed: transfer to 0x90F7…b906 refused')).toBeTruthy()
  })

  it('a token’s own error is said in words, never raw: in base units when the token is unknown', async () => {
    render(
      <SupertxTracker
        receipt={receipt({
          status: 'failed',
          userOps: [
            {
              chainId: 1,
              executionStatus: 'MINED_FAIL',
              error: `call 0 failed: ERC20InsufficientBalance(0x90F79bf6EB2c4f870365E785982E1f101E93b906, 0, 5)`,
            },
          ],
        })}
      />,
    )
    // Never raw, not even while the error words load (when the tracker mounts).
    expect(document.body.textContent).not.toMatch(/ERC20InsufficientBalance/)
    expect(
      await screen.findByText(
        'Why: Your token balance on chain 1 is 0 base units; this needs 5 base units. Add token to your account there or lower the amount, then get a new quote.',
      ),
    ).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/ERC20InsufficientBalance/)
  })

  it('a token’s own error in a real run’s receipt, with its quote: the token’s symbol and human amounts, in German too', async () => {
    // Bodies a devnet run answered (fixtures/revert-run.ts): USDC reverted with
    // ERC20InsufficientBalance(account, 250000, 1500000) on chain 31337.
    const { data } = tokenBalanceRevertState
    for (const [locale, sentence] of [
      [
        'en',
        'Why: Your USDC balance on Test chain 31337 is 0.25 USDC; this needs 1.5 USDC. Add USDC to your account there or lower the amount, then get a new quote.',
      ],
      [
        'de',
        'Grund: Ihr USDC-Guthaben auf Test chain 31337 beträgt 0,25 USDC; benötigt werden 1,5 USDC. Fügen Sie Ihrem Konto dort USDC hinzu oder verringern Sie den Betrag und holen Sie dann ein neues Angebot.',
      ],
    ] as const) {
      const { wrapper: Wrapper } = await setup({
        baseUrl: 'http://127.0.0.1:9',
        chains: { 31337: 'http://127.0.0.1:9' },
        ui: { tokenList: devnetTokenList, locale, messages: await loadMessages(locale) },
      })
      const { unmount } = render(
        <Wrapper>
          <SupertxTracker receipt={data.receipt} quote={data.quote} />
        </Wrapper>,
      )
      expect(await screen.findByText(sentence)).toBeTruthy()
      // No raw reason and no address in full, but in the list of full addresses under the ops,
      // which holds the addresses their words name, not the reason's.
      const shown = document.body.cloneNode(true) as HTMLElement
      const full = shown.querySelector('.stx-addresses')
      const reason = data.receipt.userOps.find((op) => op.error)?.error ?? ''
      const held = /ERC20InsufficientBalance\((0x[0-9a-fA-F]{40})/.exec(reason)?.[1]
      expect(held).toBeDefined()
      expect(full?.textContent?.toLowerCase()).not.toContain(held?.toLowerCase())
      expect(full?.textContent).not.toMatch(/ERC20InsufficientBalance/)
      full?.remove()
      expect(shown.textContent).not.toMatch(/ERC20InsufficientBalance|0x[0-9a-fA-F]{40}/)
      // A quote of other operations names no token: its decimals could be the wrong ones.
      const other = { ...data.quote, quote: { ...data.quote.quote, userOps: [] } }
      unmount()
      const again = render(
        <Wrapper>
          <SupertxTracker receipt={data.receipt} quote={other} />
        </Wrapper>,
      )
      await waitFor(() =>
        expect(again.container.textContent).toMatch(
          locale === 'en' ? /250000 base units/ : /250000 Basiseinheiten/,
        ),
      )
      again.unmount()
    }
  })

  it('with errorShownIn, a failed operation points to the reason shown elsewhere instead of repeating it', () => {
    render(
      <>
        <p id="the-reason">Your USDC balance is 0.</p>
        <SupertxTracker
          errorShownIn="the-reason"
          receipt={receipt({
            status: 'failed',
            userOps: [{ chainId: 1, executionStatus: 'MINED_FAIL', error: 'ERC20: insufficient' }],
          })}
        />
      </>,
    )
    expect(screen.queryByText(/Why:/)).toBeNull()
    expect(screen.getByRole('listitem')).toHaveAccessibleDescription('Your USDC balance is 0.')
    expect(getLiveRegion().textContent).toBe('0 of 1 operations done, 1 failed')
  })

  it('hands the receipt to a render function', () => {
    render(
      <SupertxTracker receipt={receipt({ status: 'success' })}>
        {(r) => <p>{r.status}!</p>}
      </SupertxTracker>,
    )
    expect(screen.getByText('success!')).toBeTruthy()
  })
})

describe('SupertxTracker from a supertxHash', () => {
  let api: ScriptedServer
  beforeEach(async () => {
    api = await startScriptedServer()
  })
  afterEach(() => api.close())

  it('polls the receipt until it is final', async () => {
    let polls = 0
    api.on(`GET /v1/explorer/${supertxHash}`, () => {
      polls++
      return {
        json:
          polls < 3
            ? receipt()
            : receipt({
                status: 'success',
                userOps: receipt().userOps.map((op) => ({
                  ...op,
                  executionStatus: 'MINED_SUCCESS',
                })),
              }),
      }
    })
    const { wrapper: Wrapper } = await setup({ baseUrl: api.url })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} />
      </Wrapper>,
    )
    expect(getLiveRegion().textContent).toBe('Looking up the supertransaction…')
    await waitFor(() => expect(screen.getByText('Succeeded')).toBeTruthy())
    expect(getLiveRegion().textContent).toBe('3 of 3 operations done')
  })

  it('an undefined hash (before execute) waits without a request, then tracks the hash once given', async () => {
    api.on(`GET /v1/explorer/${supertxHash}`, { json: receipt() })
    const { wrapper: Wrapper } = await setup({ baseUrl: api.url })
    const tracked = (hash: `0x${string}` | undefined) => (
      <Wrapper>
        <SupertxTracker supertxHash={hash} />
      </Wrapper>
    )
    const { rerender } = render(tracked(undefined))
    const region = screen.getByRole('region', { name: 'Supertransaction' })
    // Nothing to look up yet: not busy, no "Looking up…" that never ends, nothing requested.
    expect(region.getAttribute('aria-busy')).toBe('false')
    expect(screen.queryByText('Looking up the supertransaction…')).toBeNull()
    await new Promise((done) => setTimeout(done, 100))
    expect(api.requests.filter((r) => r.path.startsWith('/v1/explorer/'))).toHaveLength(0)
    rerender(tracked(supertxHash))
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Supertransaction' }).dataset.status).toBe(
        'pending',
      ),
    )
    expect(api.requests.some((r) => r.path === `/v1/explorer/${supertxHash}`)).toBe(true)
  })

  it('says what went wrong when the receipt cannot be read', async () => {
    api.on(`GET /v1/explorer/${supertxHash}`, {
      status: 401,
      json: { code: 'UNAUTHORIZED', message: 'Invalid API key', errors: [] },
    })
    const { wrapper: Wrapper } = await setup({ baseUrl: api.url })
    render(
      <Wrapper>
        <SupertxTracker supertxHash={supertxHash} />
      </Wrapper>,
    )
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    await waitFor(() => expect(alert.textContent).toMatch(/API key/i))
  })
})
