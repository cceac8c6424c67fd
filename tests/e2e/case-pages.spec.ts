import { expect, test, type Locator } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { residential } from '../../app/content/residential';

/** Reads a report table: each numeric column's rows summed, and what its totals row says. */
const sumsAndTotals = async (table: Locator) => {
  const { body, footer } = await table.evaluate((element) => ({
    body: [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(2).map((cell) => cell.textContent),
    ),
    footer: [...element.querySelectorAll('tfoot td')].slice(1).map((cell) => cell.textContent),
  }));
  const totals = footer.map(Number);
  const sums = totals.map((_, column) => body.reduce((sum, row) => sum + Number(row[column]), 0));
  return { rows: body.length, sums, totals };
};

test.describe('case pages', () => {
  test('/project-reports: the weekly report first, with status badges by the spec', async ({ page }) => {
    const response = await page.goto('/project-reports');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Reports' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/intake');

    const selector = page.getByRole('radiogroup', { name: 'Select a project' });
    await expect(selector.getByRole('radio')).toHaveCount(3);
    await expect(selector.getByRole('radio', { name: /Harbor Point Retail Center/ })).toBeChecked();
    for (const badge of await selector.getByText('Completed', { exact: true }).all()) {
      await expect(badge).toHaveAttribute('data-variant', 'default');
    }

    const report = page.getByRole('article', { name: /Harbor Point Retail Center/ });
    await expect(
      report.getByRole('heading', { level: 2, name: 'Weekly Status Report: Harbor Point Retail Center' }),
    ).toBeVisible();
    await expect(report.getByText('California contractor licence 521142')).toBeVisible();
    const subcontractors = report.getByRole('table', { name: 'Subcontractors' });
    await expect(subcontractors.getByText('Active', { exact: true }).first()).toHaveAttribute(
      'data-variant',
      'default',
    );
    await expect(subcontractors.getByText('Return', { exact: true })).toHaveAttribute('data-variant', 'secondary');
    await expect(subcontractors.getByText('Offsite', { exact: true })).toHaveAttribute('data-variant', 'outline');
    await expect(report.getByRole('heading', { name: 'Labour Force' })).toHaveCount(0);
  });

  test('/project-reports: the keyboard selects the daily reports; totals are the sums of the rows', async ({
    page,
  }) => {
    await page.goto('/project-reports');
    await page.waitForLoadState('networkidle');
    const selector = page.getByRole('radiogroup', { name: 'Select a project' });
    await selector.getByRole('radio', { name: /Harbor Point/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(selector.getByRole('radio', { name: /Mauna View Medical Offices/ })).toBeChecked();

    const report = page.getByRole('article', { name: /Mauna View Medical Offices/ });
    await expect(
      report.getByRole('heading', { level: 2, name: 'Daily Report: Mauna View Medical Offices' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Weekly Status Report/ })).toHaveCount(0);
    for (const title of [
      'Project Overview',
      'Work Performed',
      'Status Updates',
      'Materials & Logistics',
      'Additional Notes',
    ]) {
      await expect(report.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const labour = await sumsAndTotals(report.getByRole('table', { name: 'Labour Force' }));
    expect(labour).toEqual({ rows: 5, sums: [37.5, 3.5], totals: [37.5, 3.5] });
    const subcontractors = await sumsAndTotals(report.getByRole('table', { name: 'Subcontractor Hours' }));
    expect(subcontractors.rows).toBe(3);
    expect(subcontractors.totals).toEqual(subcontractors.sums);
    expect(subcontractors.totals).toEqual([32, 4.5]);
    await expectNoAxeViolations(page);

    await selector.getByText('Columbia Ridge Townhomes').click();
    await expect(selector.getByRole('radio', { name: /Columbia Ridge Townhomes/ })).toBeChecked();
    const third = page.getByRole('article', { name: /Columbia Ridge Townhomes/ });
    for (const title of ['Project Overview', 'Work Performed', 'Status Updates', 'Project Notes']) {
      await expect(third.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(third.getByRole('table', { name: 'Weather' }).getByRole('row')).toHaveCount(4);
    await expect(third.getByRole('table', { name: 'Labour Force' })).toHaveCount(0);
    await expect(third.getByText('4,212')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/project-reports: the closing button scrolls to an intake form on the page, 80 px clear, or goes home to it', async ({
    page,
  }) => {
    await page.goto('/project-reports');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Request Your Estimate' });
    // A page that embeds the intake form: the button must scroll there instead of leaving.
    await page.evaluate(() => {
      const form = document.createElement('div');
      form.id = 'intake-form';
      form.style.cssText = 'height: 1200px; margin-top: 1500px';
      document.body.appendChild(form);
    });
    await button.click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('intake-form')?.getBoundingClientRect().top ?? -1)),
      )
      .toBe(80);
    expect(page.url()).toMatch(/\/project-reports$/);

    await page.evaluate(() => document.getElementById('intake-form')?.remove());
    await button.click();
    await expect(page).toHaveURL(/\/#intake-form$/);
    await expect(page.locator('#intake-form')).toBeInViewport();
  });

  test('/residential-development: figures, licences, comparison, and a slider that wraps', async ({ page }) => {
    const response = await page.goto('/residential-development');
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Development' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
    const text = await page.getByRole('main').innerText();
    for (const figure of [
      '30-50% faster',
      'modular builds 50% faster',
      '20% cost savings',
      '$80-160 per sq ft',
      '90% less waste',
    ]) {
      expect(text, figure).toContain(figure);
    }
    const kits = page.getByRole('region', { name: 'Modular Home Kits' });
    await expect(kits.getByText('Coming Soon')).toBeVisible();
    await expect(kits).toContainText('Hawaii');
    await expect(kits).toContainText('California');
    await expect(kits).toContainText('#521142');
    await expect(kits).toContainText('#250931');
    await expect(page.getByRole('region', { name: 'High-End Client Portfolio' })).toBeVisible();

    const comparison = page.getByRole('table', { name: residential.comparison.caption });
    for (const { aspect } of residential.comparison.rows) {
      await expect(comparison.getByRole('row', { name: new RegExp(aspect) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Residential Capabilities' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Residential Capabilities' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/#contact');

    const slider = page.getByRole('region', { name: 'Residential development photos' });
    await expect(slider.getByText('1 / 9')).toBeVisible();
    await slider.getByRole('button', { name: 'Previous photo' }).click();
    await expect(slider.getByText('9 / 9')).toBeVisible();
    await slider.getByRole('button', { name: 'Next photo' }).click();
    await expect(slider.getByText('1 / 9')).toBeVisible();
    await slider.getByRole('button', { name: /^Show photo 5: / }).click();
    await expect(slider.getByText('5 / 9')).toBeVisible();
    await expect(slider.getByRole('button', { name: /^Show photo 5: / })).toHaveAttribute('aria-current', 'true');
  });

  test('/shopping-center-renovation: four stat tiles, two wrapping carousels and two calls to action', async ({
    page,
  }) => {
    const response = await page.goto('/shopping-center-renovation');
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Center Renovation' })).toBeVisible();
    const figures = page.locator('dl[aria-label="Project figures"]');
    await expect(figures.getByRole('definition')).toHaveCount(4);
    for (const [label, value] of [
      ['Core crew', '16 members'],
      ['Timeline', 'Under schedule'],
      ['Project type', 'Retail renovation'],
      ['Location', 'Pleasant Hill, California'],
    ]) {
      await expect(figures.getByRole('term').filter({ hasText: label ?? '' })).toBeVisible();
      await expect(figures.getByRole('definition').filter({ hasText: value ?? '' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Project Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key Achievements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/intake');
    await expect(page.getByRole('link', { name: 'View Project Gallery' })).toHaveAttribute('href', '/gallery');

    for (const [name, last, third] of [
      ['Project photos', 'Finished Center', 'Storefront Glazing'],
      ['Crew photos', 'Full Crew at Completion', 'Glazing Crew'],
    ] as const) {
      const carousel = page.getByRole('region', { name });
      await expect(carousel.getByRole('button', { name: /^Show / })).toHaveCount(8);
      await expect(carousel.getByRole('group', { name: /^1 of 8: / })).toBeVisible();
      await carousel.getByRole('button', { name: 'Previous' }).click();
      await expect(carousel.getByRole('group', { name: `8 of 8: ${last}` })).toBeVisible();
      await carousel.getByRole('button', { name: 'Next' }).click();
      await expect(carousel.getByRole('group', { name: /^1 of 8: / })).toBeVisible();
      await carousel.getByRole('button', { name: `Show ${third}` }).click();
      await expect(carousel.getByRole('group', { name: `3 of 8: ${third}` })).toBeVisible();
    }
  });

  for (const path of ['/project-reports', '/residential-development', '/shopping-center-renovation']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
