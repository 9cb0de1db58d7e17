import type { Meta, StoryObj } from '@storybook/react-vite'
import { chainA, chainB, tokenAddress } from '../../fixtures/index.js'
import type { Route, RouteStep } from '../../src/core/schemas/intent.js'
import { RouteSummary } from '../../src/react/components/RouteSummary/RouteSummary.js'

const step = (patch: Partial<RouteStep>): RouteStep => ({
  type: 'swap',
  protocol: 'devpool',
  srcToken: tokenAddress.USDC,
  dstToken: tokenAddress.USDC,
  srcChainId: chainA,
  dstChainId: chainA,
  inputAmount: '1000000',
  outputAmount: '1000000',
  minOutputAmount: '990000',
  ...patch,
})

/** USDC on chain A, bridged to chain B, swapped to WETH there. */
const bridgeAndSwap: Route = {
  summary: 'USDC on Devnet A → WETH on Devnet B',
  type: 'swap-bridge',
  steps: [
    step({ type: 'bridge', protocol: 'devbridge', dstChainId: chainB }),
    step({ srcChainId: chainB, dstChainId: chainB, dstToken: tokenAddress.WETH }),
  ],
  totalGasFeesUsd: 0.4213,
  totalBridgeFeesUsd: 1.5,
  estimatedTime: 300,
  outputAmount: '1234500000000000000',
  minOutputAmount: '1222155000000000000',
}

const meta = {
  title: 'Components/RouteSummary',
  component: RouteSummary,
  args: { route: bridgeAndSwap },
  parameters: {
    docs: {
      description: {
        component: `The route an intent-simple swap or bridge takes: its steps and chains, the output and minimum output, fees and the estimated time.

\`\`\`tsx
const { data } = useIntentRoute({ ... })
{data && <RouteSummary route={data.route} />}
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof RouteSummary>

export default meta
type Story = StoryObj<typeof meta>

export const BridgeAndSwap: Story = {}
export const SingleSwapInSeconds: Story = {
  args: {
    route: {
      ...bridgeAndSwap,
      summary: 'USDC → USDT on Devnet A',
      type: 'swap',
      steps: [step({ dstToken: tokenAddress.USDT })],
      totalBridgeFeesUsd: 0,
      estimatedTime: 45,
      outputAmount: '999000',
      minOutputAmount: '989000',
    },
  },
}
export const RenderProp: Story = {
  args: {
    children: (route) => (
      <p>
        {route.summary} in {route.steps.length} steps
      </p>
    ),
  },
}
export const Dark: Story = { parameters: { theme: 'dark' } }
export const German: Story = { parameters: { locale: 'de' } }
export const Narrow: Story = { parameters: { width: 320 } }
export const Unstyled: Story = { parameters: { unstyled: true } }
