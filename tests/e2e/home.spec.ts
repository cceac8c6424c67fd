import { expect, test, type Page } from '../support/test';
import { queryD1, sqlText } from '../support/d1';
import { readLook, siteLook } from '../support/site-look';

/** How far below the top of the screen the element with this id starts, in whole pixels. */
const topOf = (page: Page, id: string) =>
  page.evaluate((anchor) => Math.round(document.getElementById(anchor)!.getBoundingClientRect().top), id);

test.describe('home page', () => {
  test('shows the spec sections in order, with the hero calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design/Build Across California, Oregon & Hawaii' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/#intake-form');
    await expect(page.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/#portfolio');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      'Our Services',
      'Featured Projects',
      'Building the Pacific since 1987',
      'Hawaii Division',
      'Technology That Keeps You Informed',
      'Interactive Project Calculator',
      'Why Choose Pacific Span Builders',
      'Start Your Project',
      'Contact Us',
    ];
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
    await expect(page.locator('#services [data-service]')).toHaveCount(9);
    await expect(page.locator('#portfolio article')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/gallery');
  });

  test('a page opened at a fragment or reloaded mid-page lands where it should', async ({ page }) => {
    await page.goto('/#intake-form');
    const top = (id: string) => topOf(page, id);
    // 80 px down, below the fixed header (docs/product.md, section 4.1).
    await expect.poll(() => top('intake-form')).toBe(80);

    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.getElementById('technology')!.offsetTop + 37));
    const before = await top('technology');
    await page.reload();
    await expect.poll(() => top('technology')).toBe(before);
  });

  test('Get Free Estimate lands the intake form 80 px down, though a block above it grows on the way', async ({
    page,
  }) => {
    const formTop = () => topOf(page, 'intake-form');
    await page.goto('/');
    // On a phone the calculator above the form loads as the scroll passes it and grows the page by some
    // 850 px while the scroll is still under way. The same growth, on the first frame of the scroll that has
    // the form less than 4,000 px away:
    await page.evaluate(() => {
      const form = document.getElementById('intake-form')!;
      const growOnTheWay = () => {
        const top = form.getBoundingClientRect().top;
        if (top >= 4000) return;
        window.removeEventListener('scroll', growOnTheWay);
        if (top > 300) document.getElementById('calculator')!.style.paddingBottom = '850px';
      };
      window.addEventListener('scroll', growOnTheWay);
    });
    await page.getByRole('link', { name: 'Get Free Estimate' }).click();
    await expect(page.locator('#calculator')).toHaveCSS('padding-bottom', '850px');
    await expect.poll(formTop).toBe(80);
    // The page holds still once there: the scroll does not wander on after it arrived.
    await page.waitForTimeout(500);
    expect(await formTop()).toBe(80);

    // The visitor's own scroll ends the following: a block that grows after it leaves their view alone.
    await page.mouse.wheel(0, -600);
    await expect.poll(formTop).toBeGreaterThan(300);
    const scrollAfterFrames = (frames: number) =>
      page.evaluate(
        (count) =>
          new Promise<number>((resolve) => {
            const next = (left: number) =>
              left === 0 ? resolve(window.scrollY) : requestAnimationFrame(() => next(left - 1));
            next(count);
          }),
        frames,
      );
    await page.evaluate(() => (document.getElementById('calculator')!.style.paddingBottom = '1700px'));
    const settled = await scrollAfterFrames(2);
    expect(await scrollAfterFrames(10)).toBe(settled);
    expect(await formTop()).toBeGreaterThan(300);
  });

  test('a malformed fragment names no target and leaves the page as it is', async ({ page }) => {
    await page.goto('/#%E0%A4%A');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design/Build Across California, Oregon & Hawaii' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test("the Hawaii division's 'Foundation Work' item shows its pop-up on hover", async ({ page }) => {
    await page.goto('/#hawaii');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 3, name: 'Foundation Work' })).toBeVisible();
    // A real visitor's pointer has moved before it reaches the item; React Aria shows hover tooltips to pointer users.
    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'More on foundation work' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(/keyed into volcanic rock/);
  });

  test('a footer service link scrolls to the services and opens the matching card', async ({ page }) => {
    await page.goto('/site-index');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Construction Management' }).click();
    await expect(page).toHaveURL(/\?service=construction-management#services$/);
    const card = page.getByRole('button', { name: /Construction Management Your project, run daily/ });
    await expect(card).toHaveAttribute('aria-expanded', 'true', { timeout: 3000 });
    await expect(page.getByText('Daily reports with photos')).toBeInViewport();
  });

  // The look the published Storybook is held to as well (tests/storybook/site-look.spec.ts).
  test("the header and the calculator are drawn in the theme's font, text colour and box sizing", async ({ page }) => {
    await page.goto('/#calculator');
    expect(await readLook(page.getByRole('banner'))).toEqual(siteLook);
    expect(await readLook(page.getByRole('form', { name: 'Project Details' }))).toEqual(siteLook);
  });

  test('the calculator estimates, and the detailed-estimate request becomes a lead priced by the server', async ({
    page,
  }, testInfo) => {
    const email = `calc.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto('/#calculator');
    // The calculator's code loads separately; wait until the page has settled and is interactive.
    await page.waitForLoadState('networkidle');
    const details = page.getByRole('form', { name: 'Project Details' });
    await details.getByRole('combobox', { name: /Project Type/ }).selectOption({ label: 'Office Space' });
    await details.getByLabel('Square Footage').fill('2000');
    await details.getByRole('combobox', { name: /Location/ }).selectOption({ label: 'Oregon' });
    await details.getByRole('button', { name: 'Calculate Estimate' }).click();
    await expect(details.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
    // 2,000 x 160 x 1.1 = 352,000: 85 % and 115 %.
    await expect(page.getByText('$299,200 - $404,800')).toBeVisible({ timeout: 5000 });
    await page.getByLabel('Email').first().fill(email);
    await page.getByRole('button', { name: 'Get Detailed Estimate' }).click();
    await expect(page.getByText('Estimate Sent!')).toBeVisible();
    const [lead] = await queryD1<{ source: string; location: string; project_type: string; estimated_value: number }>(
      `select source, location, project_type, estimated_value from leads where email = ${sqlText(email)}`,
    );
    expect(lead).toEqual({
      source: 'calculator',
      location: 'Oregon',
      project_type: 'Office Space',
      estimated_value: 352_000,
    });
  });
});
