import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { chainA, chainB, devnetTokens, quotes, tokenAddress } from '../../fixtures/index.js'
import { FeeTokenSelect } from '../../src/react/components/FeeTokenSelect/FeeTokenSelect.js'

const meta = {
  title: 'Components/FeeTokenSelect',
  component: FeeTokenSelect,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Who pays the fee: sponsored, or a token of the list (with the quoted amount once there is a quote) and an optional gas refund address, checked as you type.

\`\`\`tsx
<Supertransaction composeFlows={flows} feeTokens={tokens}>
  <FeeTokenSelect />
</Supertransaction>
// or controlled: <FeeTokenSelect value={fee} onChange={setFee} tokens={tokens} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof FeeTokenSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Sponsored: Story = {}

/** A token chosen, with the fee the quote asks for. */
export const TokenWithQuotedFee: Story = {
  args: {
    defaultValue: { type: 'token', address: tokenAddress.USDC, chainId: chainA },
    quote: quotes.permit,
  },
}

export const NoTokens: Story = { args: { tokens: [] } }
export const Disabled: Story = {
  args: {
    defaultValue: { type: 'token', address: tokenAddress.USDC, chainId: chainA },
    disabled: true,
  },
}

/** Chooses to pay with a token, picks USDT on chain B and types a refund address that is too short. */
export const InvalidRefundAddress: Story = {
  args: { tokens: devnetTokens },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay the fee with a token' }))
    const token = canvas.getByRole('combobox', { name: 'Fee token' })
    await userEvent.selectOptions(token, 'USDT on Devnet B')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'token', address: tokenAddress.USDT, chainId: chainB }),
    )
    const refund = canvas.getByRole('textbox', { name: 'Gas refund address (optional)' })
    await userEvent.type(refund, '0x1234')
    await userEvent.tab()
    await expect(refund).toHaveAttribute('aria-invalid', 'true')
    await expect(refund).toHaveAccessibleDescription(/Enter a valid address/)
  },
}

/** eoa mode pulls the fee with the funding token: only USDC on chain A is offered, and it says why. */
export const EoaFundingTokenOnly: Story = {
  args: {
    tokens: devnetTokens,
    mode: 'eoa',
    fundingTokens: [{ tokenAddress: tokenAddress.USDC, chainId: chainA, amount: '25000000' }],
    defaultValue: { type: 'token', address: tokenAddress.USDC, chainId: chainA },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const token = canvas.getByRole('combobox', { name: 'Fee token' })
    await expect([...(token as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'USDC on Devnet A',
    ])
    await expect(token).toHaveAccessibleDescription(
      /In eoa mode only the funding token can pay the fee/,
    )
  },
}

export const Dark: Story = { ...TokenWithQuotedFee, parameters: { theme: 'dark' } }
export const German: Story = { ...TokenWithQuotedFee, parameters: { locale: 'de' } }
export const Narrow: Story = { ...TokenWithQuotedFee, parameters: { width: 320 } }
export const Unstyled: Story = { ...TokenWithQuotedFee, parameters: { unstyled: true } }
