import { devices } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { publicRoutes } from '../../scripts/bench/budgets';

/**
 * Nothing covers what a visitor reads or presses (docs/product.md §4.3): on every public route, at the sizes
 * visitors use most (phones in touch mode), every visible link, button, field, badge and heading must be what
 * the browser finds at its own centre. First on the page as it settles, then with each form scrolled into
 * view and each of its fields focused, its messages shown. Each size is one page reused for every route.
 */
const { defaultBrowserType: _chromium, ...phone } = devices['Pixel 7'];
const sizes = [
  { name: 'phone 390x844', use: { ...phone, viewport: { width: 390, height: 844 } } },
  { name: 'phone 412x915', use: phone },
  { name: 'tablet 768x1024', use: { viewport: { width: 768, height: 1024 } } },
  { name: 'laptop 1280x800', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'laptop 1440x900', use: { viewport: { width: 1440, height: 900 } } },
];

/**
 * The forms a visitor fills, by route; a form in a tab that is not the first opens with its tab. An empty submit
 * shows each required field's message, except on the calculator, which answers with a toast (a passing message).
 */
const forms: Record<string, { name: string; tab?: string; messagesAsToast?: boolean }[]> = {
  '/': [
    { name: 'Project Details', messagesAsToast: true },
    { name: 'Project intake request' },
    { name: 'Send us a message' },
  ],
  '/intake': [{ name: 'Project intake request' }],
  '/partners': [
    { name: 'Partnership application' },
    { name: 'Emergency service request', tab: '24-Hour Emergency' },
    { name: 'Bid request', tab: 'Request Bid' },
  ],
  '/project-recommendations': [{ name: 'Project details for a recommendation' }],
  '/nda-subdivision': [{ name: 'NDA portal access' }],
  '/app-login': [{ name: 'Sign in to the company app' }],
};

/**
 * Elements allowed to be covered, each by route and the name the report gives it, with the reason. None:
 * a new entry needs a reason a reviewer accepts.
 */
const deliberateExceptions: { route: string; element: string; why: string }[] = [];

/**
 * Runs in the page. Every visible link, button, field, badge and heading whose centre is on screen and not
 * clipped away by a scrolling ancestor, and whose centre the browser gives to something else. On screen is the
 * viewport less the page's frame: the opaque bars fixed across its whole width at the top and the bottom (the
 * header, the floating widgets' band), beneath which the page scrolls; what sits in a bar is checked wherever
 * it is, and so is any floating thing that is not such a bar. The focused field and its messages must be wholly
 * on screen and uncovered. A decoration (fixed, hidden from assistive technology) must not take the pointer.
 */
function findCovered(withFocus = false): string[] {
  const targets =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
    '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="slider"], ' +
    'h1, h2, h3, h4, h5, h6, [data-variant]';
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page as its source text, whole
  const name = (element: Element) => {
    const labelled =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : null;
    const text = element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page as its source text, whole
  const fixedAncestor = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (getComputedStyle(at).position === 'fixed') return at;
    }
    return null;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page as its source text, whole
  const opaque = (color: string) => {
    const alpha = /rgba?\([^)]*[,/]\s*([\d.]+)\)/.exec(color)?.[1];
    return color !== 'transparent' && (alpha === undefined || Number(alpha) >= 0.9);
  };
  let top = 0;
  let bottom = innerHeight;
  const bars = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    // Only a fixed element (or one not shown) has no offset parent: the rest need no style read.
    if (!(element instanceof HTMLElement) || element.offsetParent !== null) continue;
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' || style.pointerEvents === 'none' || !opaque(style.backgroundColor)) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width < innerWidth - 1 || box.height <= 0 || box.height > innerHeight / 4) continue;
    if (box.top <= 0) top = Math.max(top, box.bottom);
    else if (box.bottom >= innerHeight) bottom = Math.min(bottom, box.top);
    else continue;
    bars.add(element);
  }
  const inBar = (element: Element) => [...bars].some((bar) => bar.contains(element));
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page as its source text, whole
  const clippedAway = (element: Element, x: number, y: number) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = at.getBoundingClientRect();
      if (x < box.left || x >= box.right || y < box.top || y >= box.bottom) return true;
    }
    return false;
  };
  const coveredBy = (element: Element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || element.contains(hit) || hit.contains(element)) return null;
    const owner = hit.closest('[aria-label], [id], [role]');
    return `${name(hit)}${owner && owner !== hit ? ` in ${name(owner)}` : ''}`;
  };
  const found: string[] = [];
  for (const element of document.querySelectorAll(targets)) {
    const box = element.getBoundingClientRect();
    // A visually hidden element (one pixel, clipped) is for screen readers, not eyes or fingers.
    if (box.width <= 1 || box.height <= 1) continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if ((y < top || y >= bottom) && !inBar(element) && !fixedAncestor(element)) continue;
    if (clippedAway(element, x, y)) continue;
    const cover = coveredBy(element);
    if (cover) found.push(`${name(element)} under ${cover}`);
  }
  const focused = document.activeElement;
  if (withFocus && focused && focused !== document.body) {
    const messages = (focused.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    for (const part of [focused, ...messages.map((id) => document.getElementById(id))]) {
      if (!part?.checkVisibility()) continue;
      // Partly under the floating widgets' band is covered; past the screen's edge is out of view (a group's
      // message far below its first box). Where focus scrolling leaves a field against the header is the
      // browser's (the root's scroll-padding-top); a centre under it is reported above like any other.
      const box = part.getBoundingClientRect();
      if (bottom < innerHeight && box.bottom > bottom && box.top < innerHeight)
        found.push(`focused ${name(part)} is partly under the bottom bar`);
      const cover = coveredBy(part);
      if (cover) found.push(`focused ${name(part)} under ${cover}`);
    }
  }
  for (const decoration of document.querySelectorAll('[aria-hidden="true"]')) {
    const box = decoration.getBoundingClientRect();
    if (getComputedStyle(decoration).position !== 'fixed' || box.width <= 1 || box.height <= 1) continue;
    for (const part of [decoration, ...decoration.querySelectorAll('*')]) {
      if (getComputedStyle(part).pointerEvents !== 'none') found.push(`decoration ${name(part)} takes the pointer`);
    }
  }
  return found;
}

/** What the init script below adds to each page, for the checks that run in it. */
interface InPage {
  findCovered: typeof findCovered;
  untilStill: typeof untilStill;
}
const report = () => (window as unknown as InPage).findCovered();

/** Runs in the page: resolves once two frames have passed without the page scrolling. */
async function untilStill() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page as its source text, whole
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let still = 0;
  let last = scrollY;
  while (still < 2) {
    await frame();
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
  }
}

/** The page as a visitor sees it once it has settled: interactive, its floating widgets in place, fonts in. */
async function settle(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  await page.getByLabel(/^grade [A-D]$/).waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(untilStill);
}

test.describe('nothing covers what a visitor reads or presses', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const size of sizes) {
    test.describe(size.name, () => {
      test.use(size.use);
      test(`every public route, its forms in view and their fields focused, at ${size.name}`, async ({ page }) => {
        test.setTimeout(60_000);
        // The checks run in the page. A smooth scroll ends where an instant one lands; only the wait differs.
        await page.addInitScript({
          content: `window.findCovered = ${findCovered.toString()};
            window.untilStill = ${untilStill.toString()};
            addEventListener('DOMContentLoaded', () => {
              const style = document.createElement('style');
              style.textContent = 'html, html:focus-within { scroll-behavior: auto !important; }';
              document.head.append(style);
            });`,
        });
        const found: string[] = [];
        const record = (route: string, state: string, entries: string[]) => {
          for (const entry of entries) {
            const excepted = deliberateExceptions.some(
              (exception) => exception.route === route && entry.startsWith(exception.element),
            );
            if (!excepted) found.push(`${route} (${state}): ${entry}`);
          }
        };
        for (const route of publicRoutes) {
          await page.goto(route);
          await settle(page);
          record(route, 'first screen', await page.evaluate(report));
          for (const form of forms[route] ?? []) {
            if (form.tab) await page.getByRole('tab', { name: form.tab }).click();
            const located = page.getByRole('form', { name: form.name });
            // A form further down loads as the visitor approaches it (docs/decisions/020).
            await located
              .or(page.getByText(/^Loading the (form|calculator)…$/))
              .first()
              .scrollIntoViewIfNeeded();
            await located.waitFor();
            for (const block of ['start', 'end'] as const) {
              await located.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
              await page.evaluate(untilStill);
              record(route, `${form.name} in view at its ${block}`, await page.evaluate(report));
            }
            if (!form.messagesAsToast) {
              await located.evaluate((element: HTMLFormElement) => element.requestSubmit());
              await located.locator('[aria-invalid="true"]').first().waitFor();
            }
            // Each field a visitor can focus (not the honeypot or a custom select's hidden native one) in turn.
            const byField = await located.evaluate(async (element) => {
              const { findCovered: check, untilStill: still } = window as unknown as InPage;
              const fields = element.querySelectorAll<HTMLElement>(
                ':is(input:not([type="hidden"]), select, textarea, button[aria-haspopup="listbox"]):not([tabindex="-1"])',
              );
              const entries: string[] = [];
              for (const [index, field] of [...fields].entries()) {
                if (!field.checkVisibility()) continue;
                field.focus();
                await still();
                entries.push(...check(true).map((entry) => `field ${index + 1} focused: ${entry}`));
              }
              return entries;
            });
            record(route, form.name, byField);
          }
        }
        expect(found).toEqual([]);
      });
    });
  }
});
