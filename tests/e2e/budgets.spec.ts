import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { cssBudget, jsBudgetOf, publicRoutes } from '../../scripts/bench/budgets';
import { measureRouteJs } from '../../scripts/bench/route-js';
import { afterFirstPaint } from '../../scripts/scripts-after-first-paint';

// Reads the build the suite serves (npm run test:e2e builds first); sizes only, nothing timed.
const measured = measureRouteJs();

test.describe('budgets of the built site', () => {
  for (const route of publicRoutes) {
    test(`${route} stays within its initial JavaScript and CSS budget`, () => {
      const sizes = measured.find((entry) => entry.route === route);
      expect(sizes, `${route} is in the route manifest`).toBeDefined();
      expect(sizes!.jsGzip, 'initial JavaScript, gzip bytes').toBeLessThanOrEqual(jsBudgetOf(route));
      expect(sizes!.cssGzip, 'CSS, gzip bytes').toBeLessThanOrEqual(cssBudget.gzip);
      expect(sizes!.stylesheets, 'stylesheets').toBeLessThanOrEqual(cssBudget.stylesheets);
    });
  }

  test('every pre-rendered page defers its scripts past its first paint (docs/decisions/039)', async ({ request }) => {
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toContain('modulepreload');
      const moduleUrl = /script\.src = "([^"]+)"/.exec(html)?.[1];
      expect(moduleUrl, route).toBeDefined();
      expect(html, route).toContain(`type="module" async="">${afterFirstPaint(moduleUrl!)}`);
      const moduleFile = await request.get(moduleUrl!);
      expect(moduleFile.ok(), moduleUrl).toBe(true);
      expect(await moduleFile.text(), moduleUrl).toContain('window.__reactRouterRouteModules');
    }
  });

  test('the browser asks for the scripts of a page only once it has rendered its first frame', async ({ page }) => {
    // requestAnimationFrame callbacks run just before the frame is painted, in the order they were asked for.
    await page.addInitScript(() =>
      requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })),
    );
    for (const route of ['/', '/partners']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const { firstFrameAt, scriptStarts } = await page.evaluate(() => ({
        firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt,
        scriptStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(firstFrameAt, `${route} renders a frame`).toBeDefined();
      expect(scriptStarts.length, `${route} loads its scripts`).toBeGreaterThan(0);
      expect(Math.min(...scriptStarts), route).toBeGreaterThanOrEqual(firstFrameAt!);
    }
  });

  test('a page loads only the routes it needs, never the whole route manifest (lazy route discovery)', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/manifest-[^/]*\.js$/.test(script))).toEqual([]);
  });

  test('a lazy chunk asks for its own imports: no built script carries a list of them to preload (docs/decisions/052)', () => {
    const assets = path.resolve('build/client/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(readFileSync(path.join(assets, script), 'utf8'), script).not.toContain('__vite__mapDeps');
  });
});
