// The site's own font faces, the same files and fallback the pages load (docs/decisions/063).
import '../app/font.css';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { DocsPage } from './DocsPage';
import { serverAnswerArgTypes } from './server-answers';
import { ToastRegion, toastQueue } from '../ui/src/components/Toast';
import { themeClass } from '../ui/src/theme';
import './preview.css';

/**
 * CSF factories: a stories file builds its meta with `preview.meta()` and each story with `meta.story()`, typed
 * from the component's props, and lists no default export or `Story` type of its own. The addons' own preview
 * annotations (docs pages, axe) are named here, as a factory preview takes no others.
 */
export default definePreview({
  addons: [addonDocs(), addonA11y()],
  // A docs page for every component (props, controls, usage note), beside its stories.
  tags: ['autodocs'],
  // Callbacks that call the server get a control for its answer (success, slow, refusal, offline).
  argTypesEnhancers: [serverAnswerArgTypes],
  parameters: {
    // Each story of a docs page in its own frame: fixed headers, open dialogs and toasts stay inside it.
    docs: { page: DocsPage, story: { inline: false, height: '420px' } },
    layout: 'padded',
    // An axe violation fails the story's test, in the Storybook UI and in `npm test`.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    // The two widths a designer reviews: a phone (where layouts stack) and a desktop.
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        wide: { name: 'Wide desktop (1536 px)', styles: { width: '1536px', height: '864px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
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
});
