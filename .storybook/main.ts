import type { StorybookConfig } from '@storybook/react-vite'

// Storybook for the kit's components: React + Vite, stories under stories/. Every story is also a
// Vitest browser test (project `storybook` in vitest.config.ts, through @storybook/addon-vitest).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
