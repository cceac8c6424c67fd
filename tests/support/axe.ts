import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Zero axe violations on the page as it is now. React Aria's live announcer keeps a message for 7 s as a
 * reference to the control that caused it (a pending button, a number field); when that control is
 * replaced (a form by its result, a closed dialog) the reference dangles for those seconds. The check
 * waits until every reference resolves again instead of leaving the announcer out.
 */
export async function expectNoAxeViolations(page: Page, state = 'page'): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].every((node) =>
        (node.getAttribute('aria-labelledby') ?? '').split(' ').every((id) => document.getElementById(id)),
      ),
    undefined,
    { timeout: 8000 },
  );
  // axe.run in the page itself, not a partial run per frame combined in a blank page of its own: the site has
  // no frame of its own to check, only Cloudflare's bot check's. Details of the violations only, the one
  // result read.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, state).toEqual([]);
}
