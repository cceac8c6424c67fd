import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
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
  typescript: {
    // Props tables and controls come from the components' TypeScript types, JSDoc included.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(import.meta.dirname, '../tsconfig.json'),
      include: ['ui/src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The props a component declares or takes from React Aria; the hundreds of DOM attributes React's own
      // types add would bury them.
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules/@types/react'),
    },
  },
};

export default config;
