/// <reference types="vite/client" />
// The recipes of docs/theming.md, each on the same compound layout: the kit's parts placed one by
// one in the app's own card, the layout where each part's own surface shows. The CSS is the
// recipe's file itself (examples/theming), as the doc shows it.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import brandColours from '../../examples/theming/brand-colours.css?raw'
import transparentSurface from '../../examples/theming/transparent-surface.css?raw'
import { ownerAddress, states } from '../../fixtures/index.js'
import { FeeTokenSelect } from '../../src/react/components/FeeTokenSelect/FeeTokenSelect.js'
import { QuoteSummary } from '../../src/react/components/QuoteSummary/QuoteSummary.js'
import { SupertxButton } from '../../src/react/components/SupertxButton/SupertxButton.js'
import { SupertxTracker } from '../../src/react/components/SupertxTracker/SupertxTracker.js'

const { quoted, success } = states

/** The app's checkout card with the kit's parts inside it: a quote to sign, the last transfer. */
function Checkout({ recipe, background }: { recipe?: string; background?: string }) {
  return (
    <section
      className="checkout"
      aria-label="Checkout"
      style={{
        display: 'grid',
        gap: '1rem',
        maxWidth: '32rem',
        padding: '1.5rem',
        borderRadius: '16px',
        background,
      }}
    >
      {recipe && <style>{recipe}</style>}
      <QuoteSummary quote={quoted.data.quote} />
      <FeeTokenSelect quote={quoted.data.quote} />
      <SupertxButton state={quoted} onClick={() => undefined} />
      <h3 style={{ margin: 0, font: '600 1rem system-ui, sans-serif' }}>Your last transfer</h3>
      <SupertxTracker receipt={success.data.receipt} />
    </section>
  )
}

const meta = {
  title: 'Theme recipes',
  component: Checkout,
  // The quote's owner is connected, so the button is live and shows the accent.
  parameters: {
    connectedAccount: ownerAddress,
    docs: {
      description: {
        component:
          'The recipes of docs/theming.md on one layout: the kit’s parts placed one by one in an app’s card. Light and dark come from `<SupertxProvider theme>`; the others add a few `--stx-*` variables in your own CSS.',
      },
    },
  },
} satisfies Meta<typeof Checkout>

export default meta
type Story = StoryObj<typeof meta>

/** The computed backgrounds of the parts that paint a surface of their own. */
const surfaces = (canvasElement: HTMLElement) =>
  ['.stx-quote-summary', '.stx-fee-token-select', '.stx-supertx-tracker'].map((part) => {
    const root = canvasElement.querySelector(`.checkout > ${part}`)
    if (!root) throw new Error(`no ${part} in the story`)
    return getComputedStyle(root).backgroundColor
  })

/** `<SupertxProvider theme="light">`: light whatever the system setting. */
export const Light: Story = {
  parameters: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(surfaces(canvasElement)).toEqual(Array(3).fill('rgb(255, 255, 255)'))
  },
}

/** `<SupertxProvider theme="dark">`. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(surfaces(canvasElement)).toEqual(Array(3).fill('rgb(17, 24, 39)'))
  },
}

const accentOf = (canvasElement: HTMLElement) => {
  const button = within(canvasElement).getByRole('button', { name: 'Sign and execute' })
  return getComputedStyle(button).backgroundColor
}

/** examples/theming/brand-colours.css: the brand's accent, focus ring and corners. */
export const BrandColours: Story = {
  args: { recipe: brandColours },
  parameters: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(accentOf(canvasElement)).toBe('rgb(15, 118, 110)')
  },
}

/** The same recipe in the dark theme: its dark accent. */
export const BrandColoursDark: Story = {
  args: { recipe: brandColours },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(accentOf(canvasElement)).toBe('rgb(94, 234, 212)')
  },
}

/**
 * examples/theming/transparent-surface.css on the app's own card colour: the parts paint no
 * surface, so the card shows through everywhere, and their panels are tinted, not grey.
 */
export const TransparentOnYourBackground: Story = {
  args: { recipe: transparentSurface, background: '#f3ead8' },
  parameters: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(surfaces(canvasElement)).toEqual(Array(3).fill('rgba(0, 0, 0, 0)'))
  },
}
