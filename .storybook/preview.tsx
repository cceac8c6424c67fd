import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react-vite';
import { ToastRegion, toastQueue } from '../ui/src/components/Toast';
import { themeClass } from '../ui/src/theme';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // An axe violation fails the story's test, in the Storybook UI and in `npm test`.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach() {
    document.documentElement.classList.add(themeClass);
    document.documentElement.lang = 'en-US';
    toastQueue.clear();
    // React Aria's live announcer outlives a story; its stale messages point at elements that are gone.
    for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  },
};

export default preview;
