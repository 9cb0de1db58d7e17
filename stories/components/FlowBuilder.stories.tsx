import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { accountAddress, chainA, chainB, fixtureApi, tokenAddress } from '../../fixtures/index.js'
import {
  createFlowDraft,
  flowDraftTypes,
  fromComposeFlows,
} from '../../src/core/flow-drafts/index.js'
import type { ComposeFlowInput } from '../../src/core/schemas/compose-flow.js'
import { FlowBuilder } from '../../src/react/components/FlowBuilder/FlowBuilder.js'

/** One valid flow of each type the builder offers. */
const oneOfEach: ComposeFlowInput[] = [
  {
    type: '/instructions/build',
    data: {
      to: tokenAddress.USDC,
      chainId: chainA,
      functionSignature: 'function transfer(address to, uint256 amount)',
      args: [accountAddress, '1000000'],
    },
  },
  {
    type: '/instructions/build-raw',
    data: { to: tokenAddress.USDC, chainId: chainB, data: '0xa9059cbb' },
  },
  {
    type: '/instructions/build-ccip',
    data: {
      srcToken: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
      dstToken: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
      srcChainId: chainA,
      dstChainId: chainB,
      amount: '2500000',
    },
  },
  {
    type: '/instructions/intent-simple',
    data: {
      srcToken: tokenAddress.USDC,
      dstToken: tokenAddress.WETH,
      srcChainId: chainA,
      dstChainId: chainB,
      amount: '1000000',
    },
  },
]

const thirty: ComposeFlowInput[] = Array.from({ length: 30 }, (_, i) => ({
  type: '/instructions/build-raw',
  data: { to: tokenAddress.USDC, chainId: i % 2 ? chainB : chainA, data: '0xa9059cbb' },
}))

const meta = {
  title: 'Components/FlowBuilder',
  component: FlowBuilder,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Builds the compose flows of a supertransaction in a form: add, reorder and remove flows of four types, each field checked by the core's rules. \`onChange\` gets \`composeFlows\` once everything is valid.

\`\`\`tsx
const [flows, setFlows] = useState<ComposeFlowInput[]>()
<FlowBuilder onChange={(_, { composeFlows }) => setFlows(composeFlows)} />
{flows && <Supertransaction composeFlows={flows} />}
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof FlowBuilder>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Build: Story = { args: { defaultValue: fromComposeFlows(oneOfEach.slice(0, 1)) } }
export const BuildRaw: Story = { args: { defaultValue: fromComposeFlows(oneOfEach.slice(1, 2)) } }
export const BuildCcip: Story = { args: { defaultValue: fromComposeFlows(oneOfEach.slice(2, 3)) } }
export const IntentSimple: Story = {
  args: { defaultValue: fromComposeFlows(oneOfEach.slice(3, 4)) },
}
export const OneOfEach: Story = { args: { defaultValue: fromComposeFlows(oneOfEach) } }
/** The API's limit: the add control says why it is off. */
export const ThirtyFlows: Story = { args: { defaultValue: fromComposeFlows(thirty) } }
/** Empty drafts of every type with every error shown at once. */
export const ValidationErrors: Story = {
  args: {
    defaultValue: flowDraftTypes.map((type) => createFlowDraft(type, `empty-${type}`)),
    showErrors: 'always',
  },
}

/** Adds a raw flow and types a bad, then a good target address into it. */
export const TypingIntoFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'New flow type' }),
      'build-raw',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Add flow' }))
    const target = await canvas.findByRole('textbox', { name: /Target address/ })
    await userEvent.type(target, '0x123')
    await userEvent.tab()
    await expect(target).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(target)
    await userEvent.type(target, tokenAddress.USDC)
    await expect(target).not.toHaveAttribute('aria-invalid', 'true')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

/**
 * An amount drawn from a token offers Max (inside a WagmiProvider); with no wallet connected its
 * balance is unknown, so Max is off and says why.
 */
export const AmountMaxWithoutWallet: Story = {
  ...IntentSimple,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('button', { name: 'Max (Amount)' })
    await expect(max).toHaveAttribute('aria-disabled', 'true')
    await expect(max).toHaveAccessibleDescription(/Connect your wallet to use Max/)
  },
}
/** The owner is known but the chain cannot be read (here: no RPC at all): Max is off, saying so. */
export const AmountMaxUnreadable: Story = {
  args: { ...IntentSimple.args, ownerAddress: accountAddress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() => expect(max).toHaveAccessibleDescription(/could not be read/), {
      timeout: 10_000,
    })
    await expect(max).toHaveAttribute('aria-disabled', 'true')
  },
}

/**
 * smart-account mode: the amount comes out of the owner's smart account, so Max reads that
 * account's balance. While its address is being looked up (here the lookup never answers), Max is
 * off and says so.
 */
export const AmountMaxLookingUpSmartAccount: Story = {
  args: { ...IntentSimple.args, ownerAddress: accountAddress, mode: 'smart-account' },
  parameters: { api: fixtureApi({}, ['POST /v1/mee/orchestrator']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() => expect(max).toHaveAccessibleDescription('Looking up your smart account…'))
    await expect(max).toHaveAttribute('aria-disabled', 'true')
  },
}
/** smart-account mode, and the smart account's address cannot be read: Max is off, saying so. */
export const AmountMaxSmartAccountUnknown: Story = {
  args: { ...IntentSimple.args, ownerAddress: accountAddress, mode: 'smart-account' },
  parameters: {
    api: fixtureApi({
      'POST /v1/mee/orchestrator': {
        status: 400,
        body: { code: 'INVALID_CHAIN', message: 'chain not supported', errors: [] },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('button', { name: 'Max (Amount)' })
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription(/smart account's address could not be read/),
    )
    await expect(max).toHaveAttribute('aria-disabled', 'true')
  },
}

/**
 * A build flow calling `transfer` on a token of the token list: its amount argument offers Max
 * from the owner's balance of that token (off here: no wallet). Other calls offer none.
 */
export const BuildTransferMax: Story = {
  ...Build,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('button', { name: 'Max (amount (uint256))' })
    await expect(max).toHaveAttribute('aria-disabled', 'true')
    await expect(max).toHaveAccessibleDescription(/Connect your wallet to use Max/)
    // Off but focusable: its focus ring is drawn at full strength (an opacity would pale it too).
    await expect(getComputedStyle(max).opacity).toBe('1')
  },
}

export const Dark: Story = { ...OneOfEach, parameters: { theme: 'dark' } }
export const German: Story = { ...OneOfEach, parameters: { locale: 'de' } }
/** Field errors follow the language: worded from the core's issue codes by the German messages. */
export const GermanValidationErrors: Story = {
  ...ValidationErrors,
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const target = (await canvas.findAllByRole('textbox', { name: 'Zieladresse' }))[0]
    await waitFor(() => expect(target).toHaveAccessibleDescription(/Zieladresse ist erforderlich$/))
    await expect(canvas.queryByText(/is required|must be/)).toBeNull()
  },
}
export const Narrow: Story = { ...OneOfEach, parameters: { width: 320 } }
export const Unstyled: Story = { ...OneOfEach, parameters: { unstyled: true } }
