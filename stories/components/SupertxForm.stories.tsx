import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Address } from 'viem'
import { chainA, chainB, devnetTokens, tokenAddress } from '../../fixtures/tokens.js'
import { formStepsToComposeFlows } from '../../src/core/forms/form-steps.js'
import {
  type DraftContext,
  draftsToSteps,
  newStepDraft,
  type StepDraft,
} from '../../src/react/components/SupertxForm/form-draft.js'
import { SupertxForm } from '../../src/react/components/SupertxForm/SupertxForm.js'
import { SupertxFormView } from '../../src/react/components/SupertxForm/SupertxFormView.js'
import type {
  FormIssue,
  TokenOption,
  UseSupertxFormReturnType,
} from '../../src/react/components/SupertxForm/useSupertxForm.js'

const vault: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const unlisted = '0x00000000000000000000000000000000DeaDBeef' as Address
const units = (symbol: string) => (symbol === 'WETH' ? 10n ** 18n : 10n ** 6n)

/** The devnet's tokens with balances (12.5 USDC on A), plus an unlisted token on A. */
const tokens: TokenOption[] = [
  ...devnetTokens.map((t) => ({
    ...t,
    listed: true,
    balance: t.symbol === 'USDC' && t.chainId === chainA ? 12_500_000n : 1_000n * units(t.symbol),
  })),
  {
    chainId: chainA,
    address: unlisted,
    symbol: 'DEAD',
    name: 'Dead Beef',
    decimals: 18,
    listed: false,
    balance: 7n * 10n ** 18n,
  },
]
const chains = [
  { id: chainA, name: 'Devnet A', hasEns: false },
  { id: chainB, name: 'Devnet B', hasEns: false },
]

/**
 * The form's state for the View, from drafts the story keeps: the same draft checks and compose
 * flows as `useSupertxForm`, over fixed balances instead of chain reads (stories have no chain).
 */
function useStoryForm(initial: StepDraft[], locale: string, minOutput?: bigint) {
  const [drafts, setDrafts] = useState<readonly StepDraft[]>(initial)
  const tokenOf = (chainId: number, address: string) =>
    tokens.find((t) => t.chainId === chainId && t.address.toLowerCase() === address.toLowerCase())
  const ctx: DraftContext = {
    locale,
    tokenOf,
    twinOf: (token, chainId) =>
      tokens.find((t) => t.chainId === chainId && t.listed && t.symbol === token.symbol),
    hasEns: () => false,
    resolved: () => undefined,
    vaultOf: () => vault,
    minOutputOf: () => minOutput,
  }
  const draft = draftsToSteps(drafts, ctx)
  const issues: FormIssue[] = [...draft.issues]
  const built = draft.steps ? formStepsToComposeFlows(draft.steps) : undefined
  if (built && !built.ok) for (const i of built.issues) issues.push({ ...i, field: 'amount' })
  if (built?.ok)
    drafts.forEach((d, step) => {
      const token = d.chainId !== undefined && d.token ? tokenOf(d.chainId, d.token) : undefined
      const s = draft.steps?.[step]
      if (
        token?.balance !== undefined &&
        s?.amount.type === 'exact' &&
        s.amount.amount > token.balance
      )
        issues.push({
          step,
          field: 'amount',
          code: 'insufficient',
          chainId: token.chainId,
          token: token.address,
          balance: token.balance,
          needed: s.amount.amount,
        })
    })
  const form: UseSupertxFormReturnType = {
    drafts,
    update: (index, patch) =>
      setDrafts((old) => old.map((d, i) => (i === index ? { ...d, ...patch } : d))),
    add: (kind) => setDrafts((old) => [...old, newStepDraft(kind, { chainId: chainA })]),
    remove: (index) => setDrafts((old) => old.filter((_, i) => i !== index)),
    kinds: ['send', 'swap', 'bridge', 'deposit'],
    chains,
    tokensOn: (chainId) => tokens.filter((t) => chainId === undefined || t.chainId === chainId),
    tokenOf,
    unreadable: () => false,
    retryBalances: () => undefined,
    issues,
    composeFlows: built?.ok && issues.length === 0 ? built.composeFlows : undefined,
    maxOf: (index) => {
      const d = drafts[index]
      const t = d?.chainId !== undefined && d?.token ? tokenOf(d.chainId, d.token) : undefined
      return t?.balance === undefined ? undefined : { amount: t.balance, reserved: 0n }
    },
    chaining: true,
    vaults: { [chainA]: vault, [chainB]: vault },
    routeError: () => undefined,
    ensAddress: () => undefined,
  }
  return form
}

type Args = { steps: StepDraft[]; locale?: string; minOutput?: bigint }
function FormStory({ steps, locale = 'en', minOutput }: Args) {
  const form = useStoryForm(steps, locale, minOutput)
  return (
    <>
      <SupertxFormView form={form} />
      <output data-testid="flows" hidden>
        {form.composeFlows ? JSON.stringify(form.composeFlows) : ''}
      </output>
    </>
  )
}

const usdcA = tokenAddress.USDC as Address
const send = (over: Partial<StepDraft> = {}) =>
  newStepDraft('send', { chainId: chainA, token: usdcA, ...over })

const meta = {
  title: 'Components/SupertxForm',
  component: FormStory,
  parameters: {
    docs: {
      description: {
        component: `What an end user wants, in tokens, chains and amounts: send, swap, bridge and deposit, a step may spend what the previous one gives. \`onChange\` hands back compose flows for \`<Supertransaction>\`.

\`\`\`tsx
const [flows, setFlows] = useState<ComposeFlow[]>()
<SupertxForm onChange={setFlows} vaults={{ [chainId]: vault }} />
<Supertransaction mode="smart-account" composeFlows={flows ?? []} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

export const Send: Story = { args: { steps: [send()] } }

export const SendFilled: Story = {
  args: { steps: [send({ amount: '5', recipient: bob })] },
  play: async ({ canvasElement }) => {
    const flows = within(canvasElement).getByTestId('flows')
    // 5 means 5 USDC: 5000000 base units.
    await waitFor(() => expect(flows.textContent).toContain('"5000000"'))
  },
}

export const WrongChecksum: Story = {
  args: { steps: [send({ amount: '5', recipient: bob.replace('C51812', 'c51812') })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(/This address has a typo or was changed on the way/)
    await expect(canvas.getByRole('textbox', { name: 'Recipient' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const EnsUnavailable: Story = {
  args: { steps: [send({ amount: '5', recipient: 'alice.eth' })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Devnet A has no ENS, so alice.eth cannot be looked up there. Paste the recipient’s address instead.',
    )
  },
}

export const MoreThanYouHave: Story = {
  args: { steps: [send({ amount: '20', recipient: bob })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have 12.5 USDC on Devnet A; this needs 20 USDC.')
  },
}

export const MaxFillsTheBalance: Story = {
  args: { steps: [send({ recipient: bob })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Max: use your whole balance/ }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5')
  },
}

export const TokenPickerByKeyboard: Story = {
  args: { steps: [send({ token: undefined })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const picker = canvas.getByRole('combobox', { name: 'Token' })
    await userEvent.click(picker)
    await userEvent.keyboard('tether')
    const list = canvas.getByRole('listbox', { name: 'Token' })
    // Tether on every chain, the step's chain first, each with its balance.
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2))
    await expect(within(list).getAllByRole('option')[1]).toHaveTextContent('on Devnet B')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(picker).toHaveValue('USDT')
    await expect(canvas.getByRole('combobox', { name: 'Chain' })).toHaveValue('Devnet B')
    await expect(picker).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The chain picker is the token picker's combobox: Arrow keys, Enter, typing, Escape. */
export const ChainPickerByKeyboard: Story = {
  args: {
    steps: [
      newStepDraft('bridge', { chainId: chainA, toChainId: chainB, token: usdcA, amount: '5' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const from = canvas.getByRole('combobox', { name: 'From chain' })
    await expect(from).toHaveValue('Devnet A')
    from.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(from).toHaveAttribute('aria-expanded', 'true')
    const list = canvas.getByRole('listbox', { name: 'From chain' })
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([`Devnet AChain ID ${chainA}`, `Devnet BChain ID ${chainB}`])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(from).toHaveValue('Devnet B')
    await expect(from).toHaveAttribute('aria-expanded', 'false')
    // A new chain drops the old chain's token; bridging to the same chain is refused.
    await expect(canvas.getByRole('combobox', { name: 'Token' })).toHaveValue('')
    await canvas.findByText('Choose a different chain to bridge to.')
    // Typing filters by name or chain id; Escape closes and keeps the pick.
    const to = canvas.getByRole('combobox', { name: 'To chain' })
    await userEvent.click(to)
    await userEvent.keyboard(String(chainA))
    await waitFor(() =>
      expect(
        within(canvas.getByRole('listbox', { name: 'To chain' })).getAllByRole('option'),
      ).toHaveLength(1),
    )
    await userEvent.keyboard('{Enter}')
    await expect(to).toHaveValue('Devnet A')
    await userEvent.click(to)
    await userEvent.keyboard('nowhere')
    await canvas.findByText('No chain matches.')
    await userEvent.keyboard('{Escape}')
    await expect(to).toHaveValue('Devnet A')
    await expect(to).toHaveAttribute('aria-expanded', 'false')
  },
}

export const ChainPickerGerman: Story = {
  args: {
    steps: [newStepDraft('bridge', { chainId: chainA, toChainId: chainB, token: usdcA })],
    locale: 'de',
  },
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const to = canvas.getByRole('combobox', { name: 'Zu Chain' })
    await userEvent.click(to)
    const list = canvas.getByRole('listbox', { name: 'Zu Chain' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2))
    await expect(list).toHaveTextContent(`Chain-ID ${chainB}`)
    await userEvent.keyboard('xyz')
    await canvas.findByText('Keine Chain passt.')
  },
}

export const UnlistedToken: Story = {
  args: { steps: [send({ token: unlisted })] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/is not on this app’s list/)
  },
}

export const Swap: Story = {
  args: {
    steps: [
      newStepDraft('swap', {
        chainId: chainA,
        token: usdcA,
        toToken: tokenAddress.WETH as Address,
        amount: '10',
      }),
    ],
  },
}

export const Bridge: Story = {
  args: {
    steps: [
      newStepDraft('bridge', { chainId: chainA, toChainId: chainB, token: usdcA, amount: '5' }),
    ],
  },
}

const chained = [
  newStepDraft('swap', {
    chainId: chainA,
    token: usdcA,
    toToken: tokenAddress.WETH as Address,
    amount: '10',
  }),
  newStepDraft('bridge', {
    chainId: chainA,
    toChainId: chainB,
    token: tokenAddress.WETH as Address,
    previous: true,
  }),
  newStepDraft('deposit', {
    chainId: chainB,
    token: tokenAddress.WETH as Address,
    previous: true,
  }),
]

export const SwapBridgeDeposit: Story = {
  args: { steps: chained, minOutput: 4_000_000_000_000_000n },
  play: async ({ canvasElement }) => {
    const flows = within(canvasElement).getByTestId('flows')
    await waitFor(() => expect(flows.textContent).toContain('runtimeErc20Balance'))
  },
}

export const WaitingForTheSwapPrice: Story = { args: { steps: chained } }

export const German: Story = {
  args: { steps: [send({ amount: '12,5', recipient: bob })], locale: 'de' },
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const flows = within(canvasElement).getByTestId('flows')
    await waitFor(() => expect(flows.textContent).toContain('"12500000"'))
  },
}

export const Narrow: Story = { args: { steps: chained }, parameters: { width: 320 } }

/** The connected root (no chain in stories: balances read as unknown). */
export const Connected: StoryObj<typeof SupertxForm> = {
  render: (args) => <SupertxForm {...args} />,
  args: { onChange: fn(), defaultSteps: [send()] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '5')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recipient' }), bob)
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ data: expect.objectContaining({ args: [bob, '5000000'] }) }),
      ]),
    )
  },
}
