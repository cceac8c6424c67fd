import type { BrowserCommand } from 'vitest/node';

/**
 * Stories run with reduced motion so screenshots are still. A story that tests motion itself (the hero's
 * auto-advance) switches it off for its own page and back on when it ends.
 */
export const emulateReducedMotion: BrowserCommand<['reduce' | 'no-preference']> = async (context, value) => {
  if (!('page' in context)) throw new Error('emulateReducedMotion needs the Playwright provider');
  await context.page.emulateMedia({ reducedMotion: value });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (value: 'reduce' | 'no-preference') => Promise<void>;
  }
}
