import { expect, test, type ConsoleMessage } from '@playwright/test';
import { isPage, routeTable } from '../support/route-table';

// A layout with a path and its index page share the address: one visit.
const addresses = [...new Set((await routeTable()).filter(isPage).map((route) => route.path))];

/**
 * The first visit of every page of the route table on a freshly started development server: the page loads
 * once (no "optimized dependencies changed. reloading"), hydrates, and logs no error or warning, hydration
 * mismatches included. Staff pages are visited signed out, so they show the sign-in page they lead to.
 */
test.describe('the development server, on the first visit of each page', () => {
  for (const address of addresses) {
    test(`${address} loads once and logs nothing wrong`, async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        // A redirect is the same visit; a reload asks for the document again.
        if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom())
          documents.push(request.url());
      });
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // A 404 is what the not-found pages are for, and what an invitation link that names no invitation
        // answers (docs/product.md §12.15); Chromium reports that status as a failed load.
        const answersNotFound = address.endsWith('nothing-here') || address.startsWith('/admin/invitation/');
        const ownStatus = answersNotFound && /\b404\b/.test(message.text());
        if (!ownStatus) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

      await page.goto(address);
      await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
      // What loads after the first paint or near the viewport (the deferred blocks) may bring dependencies too.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');

      expect({ documents: documents.length, problems }).toEqual({ documents: 1, problems: [] });
    });
  }
});
