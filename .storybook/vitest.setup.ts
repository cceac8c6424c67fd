import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story is a screenshot test: after its play function has run, the page is compared with the
 * baseline beside the story file. A missing baseline fails (under CI it is never written).
 */
afterEach(async () => {
  await document.fonts.ready;
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
});
