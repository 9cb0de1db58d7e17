/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite'
// The kit's stylesheet as text: the decorator puts it in a <style> unless a story is unstyled.
import { loadMessages } from '../src/react/i18n/load-messages.js'
import type { SupertxLocaleMessages } from '../src/react/i18n/types.js'
import kitStyles from '../src/react/styles.css?inline'
import { StoryProviders } from './providers.js'

export type StoryTheme = 'light' | 'dark'

/** The page behind the components, matching the kit's own --stx-bg per theme. */
const page = {
  light: { background: '#ffffff', color: '#111827' },
  dark: { background: '#111827', color: '#f9fafb' },
} as const

/**
 * Wraps every story in the kit's providers (offline, see providers.tsx), given the theme and
 * locale from the toolbar (globals); a story pins them with `parameters: { theme: 'dark', locale:
 * 'de' }` (the parameter wins over the toolbar). The components scope themselves (`stx-root`,
 * `data-stx-theme`), so no wrapper attribute is needed: the wrapper only paints the page.
 * More parameters: `unstyled: true` renders without the kit's stylesheet (the toolbar's "Styles"
 * does it for every story), `width: 320` narrows the story, `storage` seeds the kit's storage, `tokenList` replaces the devnet's tokens, `api` answers the
 * kit's requests from fixtures (`fixtureApi` in fixtures/api.ts), `connectedAccount`
 * connects the mock wallet on that account.
 */
const withKit: Decorator = (Story, { globals, parameters, viewMode, loaded }) => {
  const theme: StoryTheme = parameters.theme ?? globals.theme ?? 'light'
  const locale: string = parameters.locale ?? globals.locale ?? 'en'
  const localeMessages = (loaded as { localeMessages?: SupertxLocaleMessages }).localeMessages
  const unstyled = parameters.unstyled === true || globals.styles === 'none'
  const width: number | undefined = parameters.width
  return (
    <StoryProviders
      theme={theme}
      locale={locale}
      localeMessages={localeMessages}
      storage={parameters.storage}
      tokenList={parameters.tokenList}
      api={parameters.api}
      connectedAccount={parameters.connectedAccount}
    >
      {!unstyled && <style>{kitStyles}</style>}
      <div
        lang={locale}
        data-story-theme={theme}
        style={{
          ...page[theme],
          // The browser's own colours (links, form controls) follow the theme: unstyled stories
          // in dark kept #0000ee links on the dark page.
          colorScheme: theme,
          padding: '1rem',
          minHeight: viewMode === 'docs' ? undefined : '100vh',
        }}
      >
        <div style={{ maxWidth: width === undefined ? undefined : `${width}px` }}>
          <Story />
        </div>
      </div>
    </StoryProviders>
  )
}

const preview: Preview = {
  decorators: [withKit],
  // A German story shows German from its first paint: the locale's words (a chunk the kit loads
  // on demand, after an English first render) are loaded before the story renders, so a play
  // function never races the chunk on a loaded machine.
  loaders: [
    async ({ globals, parameters }) => ({
      localeMessages: await loadMessages(parameters.locale ?? globals.locale ?? 'en'),
    }),
  ],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'SupertxProvider theme (data-stx-theme of every component root)',
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
    styles: {
      description: "The kit's stylesheet, or none (how the components look unstyled)",
      toolbar: {
        title: 'Styles',
        icon: 'paintbrush',
        items: [
          { value: 'kit', title: 'Kit styles' },
          { value: 'none', title: 'Unstyled' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', styles: 'kit' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test (and shows in the a11y panel).
    a11y: { test: 'error' },
  },
}

export default preview
