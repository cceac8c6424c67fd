import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

/**
 * Every story starts at rest, whatever ran before it: reduced-motion emulation belongs to the whole browser
 * tab, so a story that allowed motion (see stories/motion.ts) must not leak it into the next file.
 */
beforeEach(async () => {
  await commands.emulateReducedMotion('reduce');
});

/**
 * Every story is a screenshot test: after its play function has run, the page is compared with the
 * baseline beside the story file. A missing baseline fails (under CI it is never written).
 */
afterEach(async () => {
  await document.fonts.ready;
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
});
