import { expect, test, type Page } from '../support/test';
import { company } from '../../domain/company/company';
import { expectNoAxeViolations } from '../support/axe';

/** Open a page, check its status and heading, and wait until it is hydrated (buttons respond). */
async function open(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.getByRole('main');
}

async function expectFigures(page: Page, figures: readonly string[]) {
  const text = await page.getByRole('main').innerText();
  for (const figure of figures) expect(text, figure).toContain(figure);
}

test.describe('construction pages', () => {
  test('/build-it compares stick and panel construction in tabs that switch by mouse and arrow keys', async ({
    page,
  }) => {
    const main = await open(page, '/build-it', 'Stick vs Panel Construction');
    await expectFigures(page, [
      '30-50% faster',
      'Up to 90% less waste',
      'Coming Soon',
      'Modular Home Kits',
      '50%',
      'faster build',
      '20%',
      'cost saving',
      '$80-160',
      'per sq ft',
    ]);
    await expect(
      main.getByRole('table', { name: 'Stick construction compared with panel construction' }),
    ).toBeVisible();

    const stick = main.getByRole('tab', { name: 'Stick Construction' });
    const panel = main.getByRole('tab', { name: 'Panel Construction' });
    await expect(stick).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText('Checked on site, wall by wall');
    for (const fact of [
      'Advantages',
      'Considerations',
      'Timeline',
      'Pricing',
      'Weather Impact',
      'Quality Control',
      'Photos',
    ]) {
      await expect(main.getByRole('tabpanel').getByRole('heading', { name: fact, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('tabpanel').getByRole('img')).toHaveCount(3);

    await panel.click();
    await expect(panel).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText('Factory-controlled');
    await expect(main.getByRole('tabpanel')).not.toContainText('Checked on site, wall by wall');

    await panel.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(stick).toBeFocused();
    await expect(stick).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText('Checked on site, wall by wall');
    await page.keyboard.press('ArrowRight');
    await expect(panel).toHaveAttribute('aria-selected', 'true');

    await expect(main.getByRole('link', { name: 'See the Cost-Plus Advantage' })).toHaveAttribute(
      'href',
      '/cost-plus-advantage',
    );
    const manufacturer = main.getByRole('link', { name: 'Visit the panel manufacturer (opens in a new tab)' });
    await expect(manufacturer).toHaveAttribute('href', company.manufacturerUrl);
    await expect(manufacturer).toHaveAttribute('target', '_blank');
    await expect(manufacturer).toHaveAttribute('rel', /noopener/);

    await main.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeVisible();
  });

  test('/future-projects shows three concepts in a carousel that wraps; only Hawaii opens the NDA portal', async ({
    page,
  }) => {
    const main = await open(page, '/future-projects', 'Future Subdivision Concepts');
    await expectFigures(page, ['300 lots']);
    const carousel = main.getByRole('region', { name: 'Subdivision concepts', exact: true });
    const concept = (name: string) => carousel.getByRole('heading', { level: 2, name });

    await expect(concept('Hawaii Subdivision Concept')).toBeVisible();
    await expect(carousel).toContainText('In Motion - NDA Protected');
    await expect(carousel).toContainText('About 300');
    await expect(carousel).toContainText('Estimated completion: 2028');
    await expect(carousel.getByRole('link', { name: 'Access Private Documentation' })).toHaveAttribute(
      'href',
      '/nda-subdivision',
    );
    await expect(carousel.getByRole('button', { name: 'Documentation Coming Soon' })).toHaveCount(0);

    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(concept('Oregon Subdivision Concept')).toBeVisible();
    await expect(carousel).toContainText('Environmental Planning');
    const comingSoon = carousel.getByRole('button', { name: 'Documentation Coming Soon' });
    await expect(comingSoon).toBeDisabled();
    await expect(comingSoon).toHaveAccessibleDescription(/published once its planning stage is complete/);
    await expect(carousel.getByRole('link', { name: 'Access Private Documentation' })).toHaveCount(0);

    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(concept('Hawaii Subdivision Concept')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(concept('California Subdivision Concept')).toBeVisible();
    await expect(carousel).toContainText('Ready for Development');
    await expect(carousel.getByRole('button', { name: 'Documentation Coming Soon' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(concept('Hawaii Subdivision Concept')).toBeVisible();

    await carousel.getByRole('button', { name: 'Show Oregon Subdivision Concept' }).click();
    await expect(concept('Oregon Subdivision Concept')).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show Oregon Subdivision Concept' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'Show Hawaii Subdivision Concept' }).click();
    await expect(concept('Hawaii Subdivision Concept')).toBeVisible();
  });

  test('/modern-panelized-framing shows six timed steps and the price of the chosen project type', async ({ page }) => {
    const main = await open(page, '/modern-panelized-framing', 'Modern Panelized Framing');
    await expectFigures(page, ['50-70%', '15-25%', '5-year', 'Up to 90% less waste']);
    const steps = main.getByRole('region', { name: 'Our Process' }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    for (const [index, duration] of [
      '2-3 weeks',
      '4-6 weeks',
      '2-4 weeks',
      '1-2 days',
      '1-3 weeks',
      '6-12 weeks',
    ].entries()) {
      await expect(steps.nth(index)).toContainText(duration);
    }

    const types = main.getByRole('radiogroup', { name: 'Project type' });
    await expect(types.getByRole('radio', { name: 'Single Family' })).toBeChecked();
    await expect(main.getByText('$150-250 per sq ft')).toBeVisible();
    await types.getByRole('radio', { name: 'Commercial' }).click();
    await expect(types.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    await expect(main.getByText('$100-180 per sq ft')).toBeVisible();
    await expect(main.getByText(/long clear spans/)).toBeVisible();
    await expect(main.getByText('$150-250 per sq ft')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(types.getByRole('radio', { name: 'Institutional' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(main.getByText('$130-220 per sq ft')).toBeVisible();
    await types.getByRole('radio', { name: 'Multi-Family' }).click();
    await expect(main.getByText('$120-200 per sq ft')).toBeVisible();

    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/intake');
    await expect(main.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/#contact');
  });

  for (const path of ['/build-it', '/future-projects', '/modern-panelized-framing']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
