import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import {
  approvalHash,
  errorState,
  failedState,
  owner,
  states,
  supertxHash,
  usdc,
} from '../../../fixtures/two-chain-states.js'
import { account as smartAccount } from '../../../fixtures/verifiable-quotes.js'
import { SupertxFailedError } from '../../../src/core/errors/supertransaction.js'
import { TimeoutError } from '../../../src/core/errors/transport.js'
import {
  AuthorizationNotSupportedError,
  UserRejectedError,
} from '../../../src/core/errors/wallet.js'
import type { SupertransactionState } from '../../../src/core/supertransaction/types.js'
import { SigningSteps } from '../../../src/react/components/SigningSteps/SigningSteps.js'
import { renderPart } from './render.js'

/** Each step as `name: state`, in order. */
const steps = () =>
  within(screen.getByRole('region', { name: 'Progress' }))
    .getAllByRole('listitem')
    .filter((li) => li.className.includes('__step '))
    .map((li) => {
      const [name, state] = [...li.querySelectorAll(':scope > div > span')].map(
        (s) => s.textContent,
      )
      return `${name}: ${state}`
    })
const live = () => getLiveRegion()

describe('<SigningSteps>', () => {
  it.each([
    [
      'idle',
      states.idle,
      ['Get a quote: Waiting', 'Sign: Waiting', 'Execute: Waiting', 'Track until done: Waiting'],
      '',
    ],
    [
      'quoting',
      states.quoting,
      [
        'Get a quote: In progress',
        'Sign: Waiting',
        'Execute: Waiting',
        'Track until done: Waiting',
      ],
      'Now: Get a quote.',
    ],
    [
      'quoted',
      states.quoted,
      ['Get a quote: Done', 'Sign: Waiting', 'Execute: Waiting', 'Track until done: Waiting'],
      '',
    ],
    [
      'signing',
      states.signingFirstOfTwo,
      ['Get a quote: Done', 'Sign: In progress', 'Execute: Waiting', 'Track until done: Waiting'],
      'Now: Sign.',
    ],
    [
      'executing',
      states.executing,
      ['Get a quote: Done', 'Sign: Done', 'Execute: In progress', 'Track until done: Waiting'],
      'Now: Execute.',
    ],
    [
      'tracking',
      states.tracking,
      ['Get a quote: Done', 'Sign: Done', 'Execute: Done', 'Track until done: In progress'],
      'Now: Track until done.',
    ],
    [
      'success',
      states.success,
      ['Get a quote: Done', 'Sign: Done', 'Execute: Done', 'Track until done: Done'],
      'All steps are done.',
    ],
  ] as [string, SupertransactionState, string[], string][])(
    '%s',
    (_, state, expected, announced) => {
      renderPart(<SigningSteps state={state} />)
      expect(steps()).toEqual(expected)
      expect(live()).toHaveTextContent(announced)
      const current = document.querySelector('[aria-current="step"]')
      if (expected.some((s) => s.endsWith('In progress'))) expect(current).not.toBeNull()
      else expect(current).toBeNull()
    },
  )

  describe('fund (smart-account, fundAccount): its own step before the signature', () => {
    const transfer = {
      chainId: 31337,
      token: '0x00000000000000000000000000000000000000aa' as const,
      to: '0x00000000000000000000000000000000000000bb' as const,
      needed: 2_000_000n,
      balance: 500_000n,
      amount: 1_500_000n,
    }
    const { data } = states.quoted as Extract<SupertransactionState, { status: 'quoted' }>

    it('while the wallet sends: in progress, announced, each transfer with its amount and chain', () => {
      renderPart(
        <SigningSteps
          state={{
            status: 'funding',
            data: { ...data, accountFunding: [{ ...transfer, status: 'sending' }] },
          }}
        />,
      )
      expect(steps()).toEqual([
        'Get a quote: Done',
        'Fund your smart account: In progress',
        'Sign: Waiting',
        'Execute: Waiting',
        'Track until done: Waiting',
      ])
      expect(live()).toHaveTextContent('Now: Fund your smart account.')
      expect(screen.getByRole('region', { name: 'Progress' })).toHaveTextContent(
        `Send 1500000 base units of 0x0000…00aa to your smart account on chain 31337 Waiting for your wallet`,
      )
    })

    it('done once sent; Not needed when the smart account held enough', () => {
      const signing = (accountFunding: (typeof transfer & { status: 'done' })[]) =>
        ({
          status: 'signing',
          data: { ...data, items: [], accountFunding },
        }) as SupertransactionState
      const { unmount } = renderPart(
        <SigningSteps state={signing([{ ...transfer, status: 'done' }])} />,
      )
      expect(steps().slice(0, 3)).toEqual([
        'Get a quote: Done',
        'Fund your smart account: Done',
        'Sign: In progress',
      ])
      unmount()
      renderPart(<SigningSteps state={signing([])} />)
      expect(steps()[1]).toBe('Fund your smart account: Not needed')
    })

    it('failed: says why and retries from it', () => {
      const onRetry = vi.fn()
      renderPart(
        <SigningSteps
          onRetry={onRetry}
          state={{
            status: 'error',
            step: 'funding',
            data: { ...data, accountFunding: [{ ...transfer, status: 'sending' }] },
            error: new UserRejectedError({ action: 'send the smart account its funds' }),
          }}
        />,
      )
      expect(steps()[1]).toBe('Fund your smart account: Failed')
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(onRetry).toHaveBeenCalledOnce()
    })
  })

  it('eoa-7702: authorize comes first and is announced', () => {
    renderPart(<SigningSteps state={states.authorizing} />)
    expect(steps()[0]).toBe('Authorize your account (EIP-7702): In progress')
    expect(live()).toHaveTextContent('Now: Authorize your account (EIP-7702).')
  })

  describe('eoa-7702: authorize says what happened, never "Done" for nothing signed', () => {
    const eoa7702 = { ...states.success.data.request, mode: 'eoa-7702' as const }
    const signed = [{ ...states.authorizing.data.authorizationsToSign[0], r: '0x1' }] as never
    const step = () => steps()[0]

    it('already delegated: the run got its quote without signing → Not needed', () => {
      renderPart(
        <SigningSteps
          state={{ ...states.success, data: { ...states.success.data, request: eoa7702 } }}
        />,
      )
      expect(step()).toBe('Authorize your account (EIP-7702): Not needed')
      expect(
        steps()
          .slice(1)
          .every((s) => s.endsWith('Done')),
      ).toBe(true)
    })

    it('authorizations signed → Done', () => {
      renderPart(
        <SigningSteps
          state={{
            ...states.success,
            data: { ...states.success.data, request: eoa7702, authorizations: signed },
          }}
        />,
      )
      expect(step()).toBe('Authorize your account (EIP-7702): Done')
    })

    it('failed before any authorization (a wrong API key at the quote) → still Waiting', () => {
      renderPart(
        <SigningSteps
          state={errorState(
            'quoting',
            new TimeoutError({ endpoint: 'POST /v1/quote', timeoutMs: 5000 }),
            { request: eoa7702 },
          )}
        />,
      )
      expect(steps().slice(0, 2)).toEqual([
        'Authorize your account (EIP-7702): Waiting',
        'Get a quote: Failed',
      ])
    })

    it('quoting, nothing signed yet (a 412 may still ask) → Waiting', () => {
      renderPart(<SigningSteps state={{ status: 'quoting', data: { request: eoa7702 } }} />)
      expect(step()).toBe('Authorize your account (EIP-7702): Waiting')
    })

    it('a resumed tracking (no quote kept): cannot tell, so the step is left out', () => {
      renderPart(
        <SigningSteps
          authorize
          state={{ status: 'tracking', data: { supertxHash, explorerUrl: 'https://x.test' } }}
        />,
      )
      expect(steps()).toEqual([
        'Get a quote: Done',
        'Sign: Done',
        'Execute: Done',
        'Track until done: In progress',
      ])
    })
  })

  it('each payload: its kind, chain and state', () => {
    const { rerender } = renderPart(<SigningSteps state={states.signingFirstOfTwo} />)
    const items = () =>
      screen
        .getAllByRole('listitem')
        .filter((li) => li.className.includes('__item '))
        .map((li) => li.textContent)
    expect(items()).toEqual([
      'Sign a permit (typed data), 1 of 2 on chain 31337 Waiting for your wallet',
      'Sign a permit (typed data), 2 of 2 on chain 31338 Waiting',
    ])
    rerender(<SigningSteps state={states.signingSecondOfTwo} />)
    expect(items()).toEqual([
      'Sign a permit (typed data), 1 of 2 on chain 31337 Signed',
      'Sign a permit (typed data), 2 of 2 on chain 31338 Waiting for your wallet',
    ])
  })

  it('an on-chain approval: its transaction linked to the chain explorer, then confirmed', () => {
    const { rerender } = renderPart(<SigningSteps state={states.confirmingApproval} />)
    const link = screen.getByRole('link', { name: /View transaction 0xefef…efef/ })
    expect(link).toHaveAttribute('href', `https://explorer.test/tx/${approvalHash}`)
    expect(screen.getByText('Confirming on chain')).toBeInTheDocument()
    rerender(<SigningSteps state={states.approvalConfirmed} />)
    expect(
      screen.getByText(/Send an approval transaction, 1 of 2/).parentElement,
    ).toHaveTextContent(/Signed.*Confirmed/)
  })

  it.each([
    [
      'signing',
      new UserRejectedError({ action: 'sign' }),
      'Sign failed. You declined the request in your wallet',
    ],
    [
      'authorizing',
      new AuthorizationNotSupportedError({ wallet: 'Test Wallet' }),
      'Authorize your account (EIP-7702) failed. Test Wallet cannot sign',
    ],
    [
      'quoting',
      new TimeoutError({ endpoint: 'POST /v1/quote', timeoutMs: 5000 }),
      'Get a quote failed. The service did not answer within 5 seconds',
    ],
    [
      'executing',
      new TimeoutError({ endpoint: 'POST /v1/execute', timeoutMs: 5000 }),
      'Execute failed.',
    ],
  ] as const)(
    'error at %s: the step says why, is announced, and retry calls retry',
    async (step, error, said) => {
      const onRetry = vi.fn()
      renderPart(
        <SigningSteps
          state={errorState(
            step,
            error,
            step === 'authorizing' ? states.authorizing.data : undefined,
          )}
          onRetry={onRetry}
        />,
      )
      // The reason comes with the error words, which load when the steps mount.
      await waitFor(() => expect(live()).toHaveTextContent(said))
      const failed = steps().filter((s) => s.endsWith('Failed'))
      expect(failed).toHaveLength(1)
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(onRetry).toHaveBeenCalledOnce()
    },
  )

  it('failed on chain: tracking failed, with the chain and reason', async () => {
    renderPart(
      <SigningSteps
        state={failedState(new SupertxFailedError({ supertxHash }))}
        onRetry={() => {}}
      />,
    )
    expect(steps().at(-1)).toBe('Track until done: Failed')
    await waitFor(() =>
      expect(live()).toHaveTextContent('failed on chain 31338: transfer amount exceeds allowance'),
    )
  })

  it('failed after part of it ran: where the funds are, and no retry that would run it again', async () => {
    const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const funds = [
      { chainId: 31338, account: owner, token: usdc, amount: '50000000' },
      { chainId: 31337, account: stranger, token: usdc, amount: '1000000' },
    ] as const
    renderPart(
      <SigningSteps
        state={failedState(new SupertxFailedError({ supertxHash, funds: [...funds] }))}
        onRetry={() => {}}
      />,
    )
    // The owner's own wallet by what it is; someone else's by the address.
    await waitFor(() => expect(live()).toHaveTextContent('50 USDC in your wallet on chain 31338'))
    expect(live()).toHaveTextContent(`1 USDC at ${stranger} on`)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    // In the error box the funds are a list, one line per chain, holder and token, between
    // what happened and what to do.
    const reason = document.querySelector('.stx-signing-steps__reason') as HTMLElement
    const lines = [...reason.querySelectorAll(':scope > ul > li')].map((li) => li.textContent)
    expect(lines).toEqual([
      '50 USDC in your wallet on chain 31338',
      `1 USDC at ${stranger} on chain 31337`,
    ])
    expect(reason.textContent).toMatch(
      /^Part of the transaction ran, then it failed on .+ Your funds are now:/,
    )
    expect(reason.textContent).toMatch(/Do not send it again, which would move them again: .+\.$/)
    expect(reason.textContent).not.toContain('; ')
  })

  it.each([
    ['en', 'Addresses in full', 'your wallet', 'your smart account'],
    ['de', 'Vollständige Adressen', 'Ihre Wallet', 'Ihr Smart Account'],
  ] as const)(
    '%s: after a part ran, the holders its funds list names are one interaction from their address',
    async (locale, summary, wallet, yours) => {
      const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const vault = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
      const funds = [
        { chainId: 31338, account: owner, token: usdc, amount: '50000000' },
        { chainId: 31338, account: smartAccount, token: usdc, amount: '2000000' },
        { chainId: 31337, account: vault, token: usdc, amount: '3000000' },
        { chainId: 31337, account: stranger, token: usdc, amount: '1000000' },
      ] as const
      renderPart(
        <SigningSteps
          state={failedState(new SupertxFailedError({ supertxHash, funds: [...funds] }))}
        />,
        { locale, labels: { 31337: { [vault]: 'Savings vault' } } },
      )
      // The German words load on first use: the summary in the locale's words once they are in.
      await waitFor(() =>
        expect(document.querySelector('.stx-signing-steps__reason summary')).toHaveTextContent(
          summary,
        ),
      )
      const reason = document.querySelector('.stx-signing-steps__reason') as HTMLElement
      // A <details> under the list, which the keyboard opens; the stranger's line already
      // gives its address in full, so only the named ones are listed.
      const details = reason.querySelectorAll('details')
      expect(details).toHaveLength(1)
      expect(details[0]?.firstElementChild?.tagName).toBe('SUMMARY')
      expect(details[0]?.querySelector('summary')?.textContent).toBe(summary)
      const full = [...(details[0]?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
      expect(full).toEqual([
        `${wallet}: ${owner}`,
        `${yours}: ${smartAccount}`,
        `Savings vault: ${vault}`,
      ])
    },
  )

  it('children function: the app gets the derived steps', () => {
    renderPart(
      <SigningSteps state={states.executing}>
        {(list) => <p>{list.map((s) => `${s.name}=${s.state}`).join(' ')}</p>}
      </SigningSteps>,
    )
    expect(
      screen.getByText('quote=done sign=done execute=active track=pending'),
    ).toBeInTheDocument()
  })
})

describe('<SigningSteps> outside <Supertransaction>', () => {
  it('without a state says so to the developer, never shows every step waiting forever', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      renderPart(<SigningSteps />)
      expect(screen.queryByText('Waiting')).toBeNull()
      expect(screen.getByRole('alert')).toBeTruthy()
      const [, thrown] =
        warn.mock.calls.find(([text]) => String(text).includes('signing-steps')) ?? []
      expect(thrown).toMatchObject({ name: 'SupertransactionStateNotFoundError' })
      expect((thrown as Error).message).toContain('<SigningSteps>')
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})
