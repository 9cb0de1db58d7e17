import type { Decorator, Preview } from '@storybook/react-vite'
import '../src/react/styles.css'
import { StoryProviders } from './providers.js'

export type StoryTheme = 'light' | 'dark'

/**
 * Wraps every story in the kit's providers (offline, see providers.tsx) and a themed root. The
 * theme and locale come from the toolbar (globals), or a story pins them with
 * `parameters: { theme: 'dark', locale: 'de' }` (the parameter wins over the toolbar).
 */
const withKit: Decorator = (Story, { globals, parameters }) => {
  const theme: StoryTheme = parameters.theme ?? globals.theme ?? 'light'
  const locale: string = parameters.locale ?? globals.locale ?? 'en'
  // SupertxProvider gets `locale` once it has the prop; until then the root's `lang` carries it.
  return (
    <StoryProviders>
      <div
        data-stx-root=""
        data-stx-theme={theme}
        lang={locale}
        style={{ background: 'var(--stx-bg)', color: 'var(--stx-fg)', padding: '1rem' }}
      >
        <Story />
      </div>
    </StoryProviders>
  )
}

const preview: Preview = {
  decorators: [withKit],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'data-stx-theme of the kit root',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale given to the kit',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test (and shows in the a11y panel).
    a11y: { test: 'error' },
  },
}

export default preview
