import { expect, test } from '@playwright/test';
import { usageNotes } from '../../stories/usage-notes';
import { expectNoAxeViolations } from '../support/axe';

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

test('every docs page of the published Storybook renders and passes axe', async ({ page, request }) => {
  const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  const documented = new Set(docs.map((entry) => entry.title.split('/').at(-1)));
  expect(Object.keys(usageNotes).filter((name) => !documented.has(name))).toEqual([]);
  // The stories inside a docs page load in frames of their own; each is already checked by its story test,
  // so here a frame holds an empty page and the check is about the docs page itself.
  await page.route(/iframe\.html\?.*viewMode=story/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Story</title><main></main></html>',
    }),
  );
  for (const entry of docs) {
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=docs`);
    await expect(page.locator('#storybook-docs h1').first(), entry.title).toBeVisible();
    await expectNoAxeViolations(page, entry.title);
  }
});

test('a widget that calls the server gets a control for what the server answers', async ({ page }) => {
  await page.goto('/iframe.html?id=widgets-contactform--docs&viewMode=docs');
  const refuses = page.getByRole('radio', { name: 'Server refuses (503)' });
  await expect(page.getByRole('radio', { name: 'Server accepts' })).toBeVisible();
  await refuses.check();
  await expect(refuses).toBeChecked();
});
