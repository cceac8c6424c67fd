import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    // Its own Vite config: the Worker's Cloudflare and React Router plugins do not belong in Storybook.
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: path.join(import.meta.dirname, 'vite.config.ts') },
    },
  },
  typescript: { reactDocgen: false },
};

export default config;
