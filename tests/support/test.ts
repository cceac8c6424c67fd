import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, ConsoleMessage, Locator, Page, Response, TestInfo } from '@playwright/test';

/**
 * Waits, after a page of the site has loaded, until React has hydrated it (the root marks `<html>`).
 * Pre-rendered pages ask for their scripts only after their first paint (docs/decisions/039), so the load
 * event no longer waits for them, and a press before hydration would be lost.
 */
async function untilInteractive(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}

/** Playwright's test, with `page.goto` and `page.reload` returning once the page is interactive. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilInteractive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilInteractive(page, response);
      return response;
    };
    await provide(page);
  },
});
