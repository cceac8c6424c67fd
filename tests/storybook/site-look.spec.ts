import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diff } from '@blazediff/core';
import sharp from 'sharp';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { STORY_FINISHED } from 'storybook/internal/core-events';
import { screenshotTolerance } from '../browser.ts';
import { readLook, siteLook } from '../support/site-look.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** One story of each kind a designer reviews, with the baseline its vitest test compares it with. */
const samples = [
  {
    kind: 'a form',
    id: 'widgets-projectcalculator--empty',
    baseline: 'stories/widgets/__screenshots__/ProjectCalculator.stories.tsx/Empty-1-chromium-linux.png',
  },
  {
    kind: 'a card',
    id: 'components-card--default',
    baseline: 'stories/components/__screenshots__/Card.stories.tsx/Default-1-chromium-linux.png',
  },
  {
    kind: 'a button',
    id: 'components-button--variants',
    baseline: 'stories/components/__screenshots__/Button.stories.tsx/Variants-1-chromium-linux.png',
  },
  {
    kind: 'the header',
    id: 'widgets-siteheader--laptop-shows-the-first-links',
    baseline:
      'stories/widgets/__screenshots__/SiteHeader.stories.tsx/Laptop-Shows-The-First-Links-1-chromium-linux.png',
  },
];

type StoryWindow = Window & { storyStatus?: string };

/** Opens a story in its own frame, as the published Storybook shows it, and waits until its play function has run. */
async function openStory(page: Page, id: string) {
  await page.addInitScript((event) => {
    let channel: unknown;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: { on(name: string, listener: (result: { status: string }) => void): void }) {
        channel = value;
        value.on(event, ({ status }) => {
          (window as StoryWindow).storyStatus = status;
        });
      },
    });
  }, STORY_FINISHED);
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  const status = await page.waitForFunction(() => (window as StoryWindow).storyStatus);
  expect(await status.jsonValue()).toBe('success');
}

/**
 * The story's picture taken as its vitest test takes it (.storybook/vitest.setup.ts): fonts loaded, the
 * viewport grown to the document's height (a `vh` layout grows with it, so up to four rounds), the whole
 * `<html>` element, animations stopped and the caret hidden.
 *
 * Storybook's frame lays a 'padded' story out 1rem inside its edges (`.sb-main-padded`, from its own
 * iframe.html), a frame vitest's test page does not have, so every such picture would differ by that margin
 * alone. The story is switched to Storybook's own 'fullscreen' layout, the frame vitest gives it; the site's
 * and the story's styles stay as they are.
 */
async function storyPicture(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.body.classList.replace('sb-main-padded', 'sb-main-fullscreen'));
  for (let round = 0; round < 4; round += 1) {
    const height = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.documentElement.scrollHeight;
    });
    const { width, height: viewportHeight } = page.viewportSize()!;
    if (height <= viewportHeight) break;
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  return page.locator('html').screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
}

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** How many pixels differ beyond the tolerance the stories layer uses; a mismatch attaches the three pictures. */
async function mismatchedPixels(baseline: Buffer, picture: Buffer, testInfo: TestInfo): Promise<number> {
  const [expected, actual] = await Promise.all([pixels(baseline), pixels(picture)]);
  expect({ width: actual.width, height: actual.height }).toEqual({ width: expected.width, height: expected.height });
  const difference = new Uint8Array(expected.data.length);
  const { threshold, includeAA } = screenshotTolerance;
  const count = diff(expected.data, actual.data, difference, expected.width, expected.height, { threshold, includeAA });
  if (count > screenshotTolerance.allowedMismatchedPixels) {
    const raw = { width: expected.width, height: expected.height, channels: 4 } as const;
    await testInfo.attach('expected (vitest baseline)', { body: baseline, contentType: 'image/png' });
    await testInfo.attach('actual (built Storybook)', { body: picture, contentType: 'image/png' });
    await testInfo.attach('difference', {
      body: await sharp(difference, { raw }).png().toBuffer(),
      contentType: 'image/png',
    });
  }
  return count;
}

/**
 * The published Storybook is where designers review components (docs/storybook.md), so it must look like the
 * site: the theme's global styles and the site's font, in every story frame and on docs pages. The story
 * tests run in vitest's dev server, which never drops a stylesheet; these run on the production build.
 */
test.describe('the built Storybook looks like the site', () => {
  for (const sample of samples) {
    test(`${sample.kind}: the site's font, text colour and box sizing, and the picture of its vitest baseline`, async ({
      page,
    }, testInfo) => {
      await openStory(page, sample.id);
      // Soft, so a missing style shows in the picture's comparison too.
      expect.soft(await readLook(page.locator('#storybook-root'))).toEqual(siteLook);
      const picture = await storyPicture(page);
      const mismatched = await mismatchedPixels(readFileSync(path.join(root, sample.baseline)), picture, testInfo);
      expect(mismatched).toBeLessThanOrEqual(screenshotTolerance.allowedMismatchedPixels);
    });
  }

  test('the calculator keeps every field inside its card, as on the site', async ({ page }) => {
    await openStory(page, 'widgets-projectcalculator--empty');
    const form = page.getByRole('form', { name: 'Project Details' });
    expect.soft(await readLook(form)).toEqual(siteLook);
    const formRight = await form.evaluate((element) => element.getBoundingClientRect().right);
    // The honeypot and React Aria's hidden native selects are out of the tab order: no field a visitor sees.
    const fieldRights = await form
      .locator(':is(input, select, textarea, button):not([tabindex="-1"], [type="hidden"])')
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().right));
    expect(fieldRights.length).toBeGreaterThanOrEqual(6);
    expect(fieldRights.map((right) => Math.round(right))).toEqual(fieldRights.map(() => Math.round(formRight)));
  });

  test("a docs page draws its stories in the site's look, in the page and in their frames", async ({ page }) => {
    await page.goto('/iframe.html?id=widgets-projectcalculator--docs&viewMode=docs');
    // A widget that calls the server has its first story drawn in the page itself (.storybook/DocsPage.tsx).
    const inPage = page.locator('.docs-story').first().getByRole('form', { name: 'Project Details' });
    await expect(inPage).toBeVisible();
    expect(await readLook(inPage)).toEqual(siteLook);
    const frame = page.frameLocator('.docs-story iframe').first();
    await expect(frame.locator('#storybook-root > *').first()).toBeVisible();
    expect(await readLook(frame.locator('#storybook-root'))).toEqual(siteLook);
  });
});
