import { readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DOCS_RENDERED, SET_CURRENT_STORY } from 'storybook/internal/core-events';

/** Every docs page of the BUILT Storybook, as its index lists them (`npm run build-storybook` writes it). */
const index = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, { id: string; type: string; title: string }> };
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

type Channel = {
  on(name: string, listener: (id: string) => void): void;
  emit(name: string, selection: { storyId: string; viewMode: 'docs' }): void;
};
type DocsWindow = Window & { docsChannel: Channel; docsRendered?: string; axe: typeof axe };

/**
 * The docs page alone (`iframe.html?viewMode=docs`, without the manager's chrome), as a designer reads it:
 * its title, usage note, description, controls and props table, and one frame per story. The first page is
 * loaded; the next ones are opened in the same preview the way the manager's sidebar opens them (its
 * SET_CURRENT_STORY event), which spares reloading Storybook's preview for each of them.
 *
 * The frames' contents are the stories themselves, each already checked with axe after its play function in
 * the stories layer; here each frame gets an empty document, and axe checks the frame elements (their titles)
 * but does not descend into them (docs/decisions/024). Loading every story of 107 pages would cost minutes,
 * and `@axe-core/playwright` always descends into frames (it ignores `iframes: false`), injecting axe into
 * each one, so this check runs axe-core itself.
 */
test.describe('every docs page passes axe', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await context.route(
      (url) => url.pathname.startsWith('/iframe') && url.searchParams.get('viewMode') === 'story',
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Story</title></html>',
        }),
    );
    // Storybook announces a docs page once it has rendered (its DOCS_RENDERED event on the preview's channel);
    // the channel is created while the page loads, so the listener goes on as soon as it exists.
    await context.addInitScript((event) => {
      let channel: Channel | undefined;
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(value: Channel) {
          channel = value;
          (window as unknown as DocsWindow).docsChannel = value;
          value.on(event, (id) => {
            (window as unknown as DocsWindow).docsRendered = id;
          });
        },
      });
    }, DOCS_RENDERED);
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('the built Storybook lists a docs page for every stories file', () => {
    const titles = new Set(Object.values(index.entries).map((entry) => entry.title));
    // Foundations is a page of stories itself (tags '!autodocs'), with no component to document.
    titles.delete('Foundations');
    expect(docsPages.map((entry) => entry.title).toSorted()).toEqual([...titles].toSorted());
  });

  for (const { id } of docsPages) {
    test(id, async () => {
      if (page.url().includes('viewMode=docs')) {
        await page.evaluate(
          ([event, storyId]) =>
            (window as unknown as DocsWindow).docsChannel.emit(event, { storyId, viewMode: 'docs' }),
          [SET_CURRENT_STORY, id] as const,
        );
      } else {
        await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
      }
      await page.waitForFunction((docsId) => (window as unknown as DocsWindow).docsRendered === docsId, id);
      // A control eases between its states (a switch set to "True" fades in), and a dialog rendered into a portal
      // starts its fade a frame after the page says it rendered: measure the settled colours.
      await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      );
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
      const violations = await page.evaluate(async () => {
        const results = await (window as unknown as DocsWindow).axe.run(document, {
          iframes: false,
          resultTypes: ['violations'],
        });
        return results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      });
      expect(violations).toEqual([]);
    });
  }
});
