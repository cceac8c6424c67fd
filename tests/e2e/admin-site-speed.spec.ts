import { expectNoAxeViolations } from '../support/axe';
import { queryD1 } from '../support/d1';
import { signIn, staffOfThisRun } from '../support/staff';
import { expect, test } from '../support/test';

const routes = ['/build-it', '/partners', '/future-projects'];
const metrics = ['CLS', 'INP', 'LCP'] as const;

/**
 * The page views stored of each route at a tablet's width, by metric. The coverage spec browses every page at a
 * tablet's width too, and a run that crosses midnight keeps its views in another day's rows: the test counts the
 * views it adds.
 */
async function tabletViews() {
  const rows = await queryD1<{ route: string; metric: string; views: number }>(
    `select route, metric, sum(count) as views from site_speed_days
     where device = 'tablet' and metric in (${metrics.map((metric) => `'${metric}'`).join(', ')}) group by route, metric`,
  );
  return routes.map((route) =>
    Object.fromEntries(
      metrics.map((metric) => [metric, rows.find((row) => row.route === route && row.metric === metric)?.views ?? 0]),
    ),
  );
}

test('pages browsed on a tablet show up on the Site speed page with their LCP, INP and CLS', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ viewport: { width: 800, height: 1000 } });
  // Playwright's extra headers (the other specs' client addresses) do not reach a `sendBeacon` request, so every
  // beacon of the suite comes from one unknown client and shares its rate limit (worker/http/rate-limit.ts): the hundreds of pages the other specs
  // browse have spent it by now. This test's page views start that client's count afresh.
  await queryD1(`delete from rate_limit_hits where bucket = 'site-speed'`);
  const before = await tabletViews();
  const tab = await visitor.newPage();
  for (const route of routes) {
    await tab.goto(route);
    await tab.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    // The badge shows the load time web-vitals measured; pressing it is the page view's interaction (INP).
    const badge = tab.getByRole('button', { name: /\d\.\d\d s/ });
    await badge.click();
    const panel = tab.getByRole('region', { name: 'Page performance' });
    await expect(panel.getByText('Largest contentful paint').locator('..')).toHaveText(/\d\.\d\d s/);
    // The browser hands over an interaction's timing only after the frames that showed its result: the page
    // stays until they are drawn, as a visitor reading the panel does, so its INP is in the beacon.
    await tab.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
    );
  }
  // Leaving the last page hides it: its beacon goes too.
  await tab.goto('about:blank');
  await visitor.close();

  // One page view each, with its LCP, its CLS and the badge's press as its INP.
  await expect
    .poll(tabletViews)
    .toEqual(before.map((views) => Object.fromEntries(metrics.map((metric) => [metric, (views[metric] ?? 0) + 1]))));

  // The minute's cron stores the reading the page shows (docs/decisions/088).
  expect((await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`)).ok()).toBe(true);
  const { staff } = await staffOfThisRun('Speed', { who: 'speed' });
  await signIn(page, staff);
  await page.getByRole('link', { name: 'Site speed' }).click();
  await expect(page).toHaveURL(/\/admin\/site-speed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
  const byPage = page.getByRole('table', { name: 'By page and device' });
  for (const route of routes) {
    const row = byPage.getByRole('row', { name: new RegExp(`^${route} Tablet`) });
    // LCP, INP, CLS, FCP and TTFB, each a p75 with its rating.
    await expect(row.locator('[data-rating]')).toHaveCount(5);
  }
  await expect(page.getByRole('table', { name: 'Slowest elements and interactions' })).toContainText('button');
  await expectNoAxeViolations(page);
});
