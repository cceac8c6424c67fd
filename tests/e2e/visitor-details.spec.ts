import { expect, test, type Locator, type Page } from '../support/test';
import { askTheChat } from '../support/chat';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box');
  return found;
};

const navigation = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** The widgets that load after the page is interactive (the chat) are there once the network settles. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

test.describe('details a visitor sees', () => {
  test('laptops see the navigation in the header bar, in one row beside Get Started', async ({ page }) => {
    for (const width of [1024, 1366, 1535]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/gallery');
      const bar = navigation(page);
      await expect(bar, `${width} px`).toBeVisible();
      for (const label of ['Home', 'Services', 'Portfolio', 'Build It', 'Gallery', 'Team'])
        await expect(bar.getByRole('link', { name: label, exact: true }), `${width} px`).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Gallery', exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await bar.evaluate((nav) => nav.scrollWidth <= nav.clientWidth), `${width} px`).toBe(true);
      const links = await bar.getByRole('link').all();
      const tops = new Set(await Promise.all(links.map(async (link) => Math.round((await box(link)).y))));
      expect(tops.size, `${width} px: one row`).toBe(1);
      const lastLink = await box(links.at(-1) ?? bar);
      const getStarted = await box(page.getByRole('banner').getByRole('link', { name: 'Get Started' }));
      expect(lastLink.x + lastLink.width, `${width} px: no overlap`).toBeLessThanOrEqual(getStarted.x);
    }
    await navigation(page).getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/staff$/);
  });

  test('an unknown path answers 404 inside the site: header, navigation, footer with the licences', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pacific Span Builders, home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const licences = page.getByRole('contentinfo').getByRole('list', { name: 'Contractor licences' });
    await expect(licences).toContainText('California contractor licence 521142');
    await expect(licences).toContainText('Oregon contractor licence 250931');
    await expect(licences).toContainText('Hawaii contractor licence BC 18423');
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test("the chat prices what was asked with the calculator's rules and links the pages it names", async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const { log } = await askTheChat(
      page,
      'How much for a 3,000 sq ft luxury restaurant in Los Angeles on a rush schedule?',
    );
    // 3,000 x 250 x 1.3 (California) x 1.5 (luxury) x 1.3 (rush) = 1,901,250: 85 % and 115 %.
    await expect(log).toContainText('$1,616,063 - $2,186,438');
    await log.getByRole('link', { name: '/intake' }).click();
    await expect(page).toHaveURL(/\/intake$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Project' })).toBeVisible();
  });

  test('the calculator reads a size typed with a thousands separator', async ({ page }) => {
    await page.goto('/#calculator');
    await settle(page);
    const details = page.getByRole('form', { name: 'Project Details' });
    await details.getByRole('combobox', { name: /Project Type/ }).selectOption({ label: 'Office Space' });
    await details.getByLabel('Square Footage').fill('2,500');
    await details.getByRole('combobox', { name: /Location/ }).selectOption({ label: 'Oregon' });
    await details.getByRole('button', { name: 'Calculate Estimate' }).click();
    // 2,500 x 160 x 1.1 = 440,000: 85 % and 115 %.
    await expect(page.getByText('$374,000 - $506,000')).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('Square footage must be a number')).toHaveCount(0);
  });

  test("on a 390 px phone the hero's 18 dots fit in one row, clear of the chat button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settle(page);
    const dots = await page.getByRole('button', { name: /^Show slide \d+ of 18$/ }).all();
    expect(dots).toHaveLength(18);
    const boxes = await Promise.all(dots.map(box));
    expect(new Set(boxes.map((dot) => Math.round(dot.y))).size).toBe(1);
    for (const dot of boxes) expect(dot.x + dot.width).toBeLessThanOrEqual(390);
    const chat = await box(page.getByRole('button', { name: 'Chat with us' }));
    for (const dot of boxes) {
      const overlaps =
        dot.x < chat.x + chat.width &&
        chat.x < dot.x + dot.width &&
        dot.y < chat.y + chat.height &&
        chat.y < dot.y + dot.height;
      expect(overlaps).toBe(false);
    }
  });

  test('Back on /cost-plus-advantage goes home for a visitor who arrived directly', async ({ page }) => {
    await page.goto('/cost-plus-advantage');
    await settle(page);
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design/Build Across California, Oregon & Hawaii' }),
    ).toBeVisible();
  });

  test('the home page shows the breeze overlay only once interactive, between 200 and 800 px of scroll', async ({
    page,
    request,
  }) => {
    const breezePath = 'path[d^="M0 48 C 240 8"]';
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('M0 48 C 240 8');
    await page.goto('/');
    await settle(page);
    const breeze = page.locator(`div:has(> svg > ${breezePath})`);
    await expect(breeze).toHaveCount(1);
    await expect(breeze).not.toHaveAttribute('data-visible');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(breeze).toHaveAttribute('data-visible', 'true');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(breeze).not.toHaveAttribute('data-visible');
  });

  test('the about section names the leadership, shows both concept images per division and 40+ years', async ({
    page,
  }) => {
    await page.goto('/#about');
    const about = page.locator('#about');
    const leadership = about.getByRole('list', { name: 'Leadership' });
    await expect(leadership).toContainText('Robert Sandoval');
    await expect(leadership).toContainText('Founder');
    await expect(leadership).toContainText('Margaret Ishikawa');
    await expect(leadership).toContainText('Chairman of the Board');
    for (const division of ['Hawaii Division', 'California Division', 'Oregon Division']) {
      // The card around the division's title (title -> card header -> card).
      const card = about.getByRole('heading', { name: division, exact: true }).locator('xpath=../..');
      await expect(card.getByRole('img')).toHaveCount(2);
    }
    await expect(about).toContainText('40+ years of design and building experience');
    const contact = page.locator('#contact');
    await expect(contact.locator('svg').first()).toBeVisible();
    await expect(contact).toContainText('Pacific Span Builders');
  });

  test('/site-index lists the gallery categories', async ({ page }) => {
    await page.goto('/site-index');
    const categories = page.getByRole('navigation', { name: 'Gallery categories' });
    for (const category of ['Retail', 'Panelized Kit Framing', 'Foundations', 'Hospitality ReBrand', 'Emergency'])
      await expect(categories.getByRole('link', { name: category, exact: true })).toHaveAttribute('href', '/gallery');
  });

  test("/project-reports' Site Photos shows the photos with their captions", async ({ page }) => {
    await page.goto('/project-reports');
    const photos = page.locator('figure');
    await expect(photos).toHaveCount(4);
    await expect(photos.first().getByRole('img')).toHaveAttribute('alt', 'A row of shopfronts under a new sign band.');
    await expect(photos.first().locator('figcaption')).toHaveText('New sign band framed across bays 4-9');
    await photos.last().scrollIntoViewIfNeeded();
    await expect(photos.last().getByRole('img')).toHaveJSProperty('complete', true);
  });
});
