import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { chainA, chainB, quote, tokenList, usdc, weth } from '../../../fixtures/two-chain-states.js'
import { quoteRequestFor } from '../../../fixtures/verifiable-quotes.js'
import { type FeeChoice, feeTokenOf } from '../../../src/core/supertransaction/fee-choice.js'
import {
  FeeTokenSelect,
  isValidFeeChoice,
} from '../../../src/react/components/FeeTokenSelect/FeeTokenSelect.js'
import { Supertransaction } from '../../../src/react/components/Supertransaction/Supertransaction.js'
import { setup } from '../support/setup.js'
import { renderPart } from './render.js'

const sponsored = () => screen.getByRole('radio', { name: 'Sponsored: you pay no fee' })
const withToken = () => screen.getByRole('radio', { name: 'Pay the fee with a token' })

function Owner() {
  const [value, setValue] = useState<FeeChoice>({
    type: 'token',
    chainId: chainB,
    address: usdc,
  })
  return (
    <>
      <FeeTokenSelect value={value} onChange={setValue} />
      <output>{JSON.stringify(feeTokenOf(value) ?? null)}</output>
    </>
  )
}

describe('<FeeTokenSelect>', () => {
  it('uncontrolled: sponsored by default; picking a token and one of the list reports each choice', () => {
    const onChange = vi.fn()
    renderPart(<FeeTokenSelect onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Fee' })).toBeInTheDocument()
    expect(sponsored()).toBeChecked()
    expect(screen.queryByRole('combobox')).toBeNull()
    fireEvent.click(withToken())
    expect(onChange).toHaveBeenLastCalledWith({
      type: 'token',
      chainId: chainA,
      address: usdc,
      gasRefundAddress: '',
    })
    const select = screen.getByRole('combobox', { name: 'Fee token' })
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'USDC on chain 31337',
      'USDC on chain 31338',
      'WETH on chain 31337',
    ])
    fireEvent.change(select, { target: { value: `${chainA}:${weth}` } })
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ chainId: chainA, address: weth }),
    )
    fireEvent.click(sponsored())
    expect(onChange).toHaveBeenLastCalledWith({ type: 'sponsored' })
  })

  it('the choice maps to the request: no feeToken when sponsored, else address, chainId, refund', () => {
    expect(feeTokenOf({ type: 'sponsored' })).toBeUndefined()
    expect(
      feeTokenOf({ type: 'token', chainId: chainB, address: usdc, gasRefundAddress: ' ' }),
    ).toEqual({
      address: usdc,
      chainId: chainB,
    })
    expect(
      feeTokenOf({ type: 'token', chainId: chainB, address: usdc, gasRefundAddress: weth }),
    ).toEqual({ address: usdc, chainId: chainB, gasRefundAddress: weth })
  })

  it('a wrong gas refund address: an inline error tied to the field, announced; a right one clears it', () => {
    renderPart(<FeeTokenSelect defaultValue={{ type: 'token', chainId: chainA, address: usdc }} />)
    const field = screen.getByRole('textbox', { name: 'Gas refund address (optional)' })
    expect(field).toHaveAccessibleDescription(
      'Unspent gas is refunded here; empty means your own account.',
    )
    fireEvent.change(field, { target: { value: '0x1234' } })
    fireEvent.blur(field)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      'Enter a valid address: 0x followed by 40 hexadecimal characters.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/valid address/)
    fireEvent.change(field, { target: { value: weth } })
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      isValidFeeChoice({ type: 'token', chainId: chainA, address: usdc, gasRefundAddress: '0x12' }),
    ).toBe(false)
  })

  it('controlled: shows the value it is given and reports changes to its owner', () => {
    renderPart(<Owner />)
    expect(screen.getByRole('combobox', { name: 'Fee token' })).toHaveValue(`${chainB}:${usdc}`)
    fireEvent.click(sponsored())
    expect(screen.getByRole('status')).toHaveTextContent('null')
  })

  it('shows the checked fee in the token decimals and symbol, and no USD value of the quote’s', () => {
    renderPart(
      <FeeTokenSelect
        quote={quote}
        check={{ status: 'verified', fee: { token: usdc, chainId: 31337, amount: 250_000n } }}
      />,
    )
    expect(screen.getByText(/Quoted fee/).parentElement).toHaveTextContent(
      /^Quoted fee: 0\.25 USDC$/,
    )
  })

  it('a quote not checked: its fee marked as quoted, not checked', () => {
    renderPart(<FeeTokenSelect quote={quote} />)
    expect(screen.getByText(/Quoted fee/).parentElement).toHaveTextContent(
      'Quoted fee: 0.25 USDC (as quoted, not checked)',
    )
  })

  it('a sponsored quote (its checked operations pay nothing) shows no quoted fee', () => {
    const free = {
      ...quote,
      fee: { ...quote.fee, amount: '0', token: '0x0000000000000000000000000000000000000000' },
      quote: { ...quote.quote, paymentInfo: { ...quote.quote.paymentInfo, sponsored: true } },
    } as typeof quote
    renderPart(<FeeTokenSelect quote={free} check={{ status: 'verified', fee: undefined }} />)
    expect(screen.queryByText(/Quoted fee/)).toBeNull()
  })

  it('a quote that calls itself sponsored while its operations pay: the fee shows', () => {
    const lying = {
      ...quote,
      quote: { ...quote.quote, paymentInfo: { ...quote.quote.paymentInfo, sponsored: true } },
    } as typeof quote
    renderPart(
      <FeeTokenSelect
        quote={lying}
        check={{ status: 'verified', fee: { token: usdc, chainId: 31337, amount: 5_000_000_000n } }}
      />,
    )
    expect(screen.getByText(/Quoted fee/).parentElement).toHaveTextContent('5,000 USDC')
  })

  it('no tokens: only sponsored, and it says so', () => {
    renderPart(<FeeTokenSelect tokens={[]} />, { tokenList: { name: 'empty', tokens: [] } })
    expect(withToken()).toBeDisabled()
    expect(
      screen.getByText('No token to pay with is available; the fee is sponsored.'),
    ).toBeInTheDocument()
    expect(tokenList.tokens.length).toBe(3)
  })

  describe("eoa mode: only the request's funding tokens can pay the fee", () => {
    const usdcOnB = [{ tokenAddress: usdc, chainId: chainB, amount: '1000000' }]
    const eoaNote =
      'In eoa mode only the funding token can pay the fee: your wallet approves both at once.'
    const optionsOf = (select: HTMLElement) =>
      [...(select as HTMLSelectElement).options].map((o) => o.text)

    it('offers the funding token alone, and the choice and the list say why', () => {
      const onChange = vi.fn()
      renderPart(<FeeTokenSelect mode="eoa" fundingTokens={usdcOnB} onChange={onChange} />)
      expect(withToken()).toHaveAccessibleDescription(eoaNote)
      fireEvent.click(withToken())
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'token', chainId: chainB, address: usdc }),
      )
      const select = screen.getByRole('combobox', { name: 'Fee token' })
      expect(optionsOf(select)).toEqual(['USDC on chain 31338'])
      expect(select).toHaveAccessibleDescription(eoaNote)
    })

    it('no listed token funds the request: only sponsored, with the eoa reason instead of "no token"', () => {
      renderPart(
        <FeeTokenSelect
          mode="eoa"
          fundingTokens={[{ tokenAddress: usdc, chainId: 1, amount: '1' }]}
        />,
      )
      expect(withToken()).toBeDisabled()
      expect(screen.getByText(eoaNote)).toBeInTheDocument()
      expect(screen.queryByText(/No token to pay with/)).toBeNull()
    })

    it('other modes offer every listed token and say nothing of funding', () => {
      renderPart(
        <FeeTokenSelect
          mode="eoa-7702"
          fundingTokens={usdcOnB}
          defaultValue={{ type: 'token', chainId: chainA, address: usdc }}
        />,
      )
      expect(optionsOf(screen.getByRole('combobox', { name: 'Fee token' }))).toHaveLength(3)
      expect(screen.queryByText(eoaNote)).toBeNull()
    })

    it('in German', async () => {
      renderPart(<FeeTokenSelect mode="eoa" fundingTokens={usdcOnB} />, { locale: 'de' })
      await waitFor(() =>
        expect(
          screen.getByText(/Im eoa-Modus kann nur das Finanzierungs-Token die Gebühr zahlen/),
        ).toBeInTheDocument(),
      )
    })

    it('inside <Supertransaction mode="eoa">: the mode and funding tokens come from the root', async () => {
      const { wrapper } = await setup({ baseUrl: 'http://127.0.0.1:9', ui: { tokenList } })
      const { composeFlows } = quoteRequestFor('permit')
      render(
        <Supertransaction mode="eoa" fundingTokens={usdcOnB} composeFlows={composeFlows}>
          <FeeTokenSelect />
        </Supertransaction>,
        { wrapper },
      )
      fireEvent.click(withToken())
      expect(optionsOf(screen.getByRole('combobox', { name: 'Fee token' }))).toEqual([
        'USDC on chain 31338',
      ])
    })
  })
})
