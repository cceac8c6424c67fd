import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { e2eBaseUrl } from '../support/server';

test.describe('content pages', () => {
  test('/cost-plus-advantage shows every figure of the spec and its two calls to action', async ({ page }) => {
    const response = await page.goto('/cost-plus-advantage');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'The Cost-Plus Advantage' })).toBeVisible();
    const text = await page.getByRole('main').innerText();
    for (const figure of [
      '7-10%',
      '15-25%',
      '6+ weeks',
      '4-8 weeks',
      '3-5 days',
      '5-10 days',
      '6-10 weeks',
      '12-16 weeks',
      '4-8 weeks',
      '8-12 weeks',
      '12-18 weeks',
      '10-14 weeks',
      '16-22 weeks',
    ]) {
      expect(text, figure).toContain(figure);
    }
    await page.getByRole('button', { name: 'Is cost-plus more expensive than a fixed price?' }).click();
    await expect(page.getByText(/typically save 8-15%/)).toBeVisible();
    await page.getByRole('button', { name: 'Can I cap my budget?' }).click();
    await expect(page.getByText(/guaranteed maximum price/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/#intake-form');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/#contact');
  });

  test("/gallery shows its photos as they arrive, before and without the page's scripts", async ({ browser }) => {
    // A photo must not wait for hydration to appear: on a phone that is seconds (docs/product.md, section 14.2).
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eBaseUrl });
    const page = await withoutScripts.newPage();
    await page.goto('/gallery');
    const first = page.getByRole('list', { name: 'Project photos' }).getByRole('listitem').first().locator('img');
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(first).toHaveCSS('opacity', '1');
    await withoutScripts.close();
  });

  test('/gallery opens a photo full screen, steps with the arrow keys and closes with Escape', async ({ page }) => {
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    const photos = page.getByRole('list', { name: 'Project photos' }).getByRole('listitem');
    expect(await photos.count()).toBeGreaterThanOrEqual(90);
    // The page names each photo's files from its id and widths (docs/decisions/057): every name must exist.
    const addresses = await photos
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.flatMap((image) => [
          image.getAttribute('src'),
          ...image.srcset.split(', ').map((entry) => entry.split(' ')[0]),
        ]),
      );
    expect(addresses.length).toBeGreaterThanOrEqual(90 * 4);
    const missing = [];
    for (const address of addresses) {
      if (!(await page.request.head(address ?? '')).ok()) missing.push(address);
    }
    expect(missing).toEqual([]);
    await expect(page.getByText(/protected by non-disclosure agreements/)).toBeVisible();
    const opener = page.getByRole('button', { name: /full screen$/ }).nth(1);
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(new RegExp(`^${await photos.count()} / \\d+$`))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // An instant scroll, as for a visitor who asks for less motion: a smooth one moves only as frames are drawn,
    // and a busy headless browser can draw none for seconds.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Go to Top' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Project Gallery' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('/staff shows leadership, the six divisions and the project managers; a card opens on press', async ({
    page,
  }) => {
    await page.goto('/staff');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    for (const division of [
      'California',
      'Hawaii',
      'Pacific Northwest (Oregon)',
      'West Coast Operations',
      'Multi-State Operations',
      'Financial Operations',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: division, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Corporate Leadership' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Project Management Team' })).toBeVisible();
    const chairman = page.getByRole('button', { name: /Margaret Ishikawa/ });
    await expect(page.getByRole('img', { name: 'Margaret Ishikawa' })).toHaveText('MI');
    await chairman.click();
    await expect(chairman).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/licensed since 1977/)).toBeVisible();
  });

  for (const path of ['/cost-plus-advantage', '/gallery', '/staff']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
