import { expect, test, type ConsoleMessage } from '../support/test';
import { pages } from '../../app/content/pages';

/** Every page a visitor or staff member can open directly, and a path that does not exist (the 404 page). */
const routes = [...pages.map((page) => page.path), '/admin/login', '/no-such-page'];

test.describe('console', () => {
  for (const route of routes) {
    test(`${route} logs no error or warning and adds no stylesheet, hydration included, down to the end of the page`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The 404 page's own status is what that route is for; Chromium reports it as a failed load.
        const ownStatus =
          route === '/no-such-page' && message.location().url.endsWith(route) && /\b404\b/.test(message.text());
        if (!ownStatus) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

      // A stylesheet added to a painted page restyles and lays all of it out again, which React Aria's first
      // pressable did on every page (docs/decisions/052): what the page ends with is what its HTML had.
      const html = await (await page.request.get(route)).text();
      const stylesInHtml = html.match(/<style\b|<link\b[^>]*\brel="stylesheet"/g)?.length ?? 0;

      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Scroll down a screen at a time, so every block that loads near the viewport loads and runs. Two frames
      // a screen are enough for the visibility observers to fire; what they start loading, networkidle awaits.
      // The step is the viewport Playwright set, and a frame wait gives up after a quarter second: CI once spent
      // its whole 30 s here on the home page, and frames are what a busy headless browser may stop drawing.
      const screen = page.viewportSize()!.height;
      await page.evaluate(async (step) => {
        for (let top = 0; top < document.body.scrollHeight; top += step) {
          window.scrollTo(0, top);
          await new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 250);
          });
        }
      }, screen);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await expect(page.locator('style, link[rel="stylesheet"]')).toHaveCount(stylesInHtml);
    });
  }
});
