import { expect, test, type Locator } from '../support/test';
import { company } from '../../domain/company/company';
import { createAccessCode } from '../../scripts/nda-code';
import { queryD1, sqlText } from '../support/d1';
import { expectNoAxeViolations } from '../support/axe';
import { hitOneNail } from '../support/nail-game';
import { submitHeld, uniqueEmail } from '../support/lead-forms';

// The recommendation form's selects are the browser's own (docs/decisions/031-native-controls-on-lead-forms.md).
const select = (form: Locator, label: RegExp) => form.getByRole('combobox', { name: label });

const fillRequired = async (form: Locator) => {
  await select(form, /Project Type/).selectOption({ label: 'Restaurant Construction' });
  await select(form, /Location/).selectOption({ label: 'Oregon - Portland' });
  await select(form, /Budget/).selectOption({ label: '$500K - $1M' });
  await select(form, /Timeline/).selectOption({ label: '3-6 months' });
};

const fillAccess = async (form: Locator, code: string, email: string) => {
  await form.getByLabel('Access Code (12-character)').fill(code);
  await form.getByLabel('Full Name').fill('Leilani Akana');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company').fill('Mauka Land Partners');
  // The checkbox input is visually hidden (React Aria): people press its label, so the test does too.
  await form.getByText(/^I agree/).click();
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
};

test.describe('/project-recommendations', () => {
  test('a recommendation replaces the form, is stored with its session, and becomes a lead with an e-mail', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'recommendation');
    await page.goto('/project-recommendations');
    const form = page.getByRole('form', { name: 'Project details for a recommendation' });
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Get Recommendation' }).click();
    await expect(form.getByText('Project type is required')).toBeVisible();
    await expect(form.getByText('Timeline is required')).toBeVisible();
    await expect(select(form, /Project Type/)).toBeFocused();
    await expectNoAxeViolations(page);

    await fillRequired(form);
    await form.getByLabel('Project Size (sq ft)').fill('2400');
    await form.getByText('Commercial kitchen', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Commercial kitchen' })).toBeChecked();
    await form.getByLabel('Contact Email').fill(email);

    await submitHeld(page, form, '**/api/project-recommendations', {
      submit: 'Get Recommendation',
      pending: 'Generating Recommendation...',
    });

    await expect(page.getByText('Recommendation Generated')).toBeVisible();
    await expect(page.getByText('Your personalized construction project recommendation is ready!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Project Recommendation' })).toBeFocused();
    await expect(form).toHaveCount(0);

    const [stored] = await queryD1<{ session_id: string; recommendation: string; request: string }>(
      `select session_id, recommendation, request from recommendations where json_extract(request, '$.contactEmail') = ${sqlText(email)}`,
    );
    expect(stored).toBeDefined();
    const recommendation = JSON.parse(stored!.recommendation) as {
      confidenceScore: number;
      estimatedCost: string;
      recommendedServices: string[];
      riskFactors: string[];
      nextSteps: string[];
      suggestedTimeline: string;
      reasoning: string;
    };
    expect(JSON.parse(stored!.request)).toMatchObject({
      projectType: 'Restaurant Construction',
      size: 2400,
      specialRequirements: ['Commercial kitchen'],
    });

    await expect(page.getByRole('progressbar', { name: 'Confidence' })).toContainText(
      `${Math.round(recommendation.confidenceScore * 100)}%`,
    );
    await expect(page.getByText(recommendation.reasoning)).toBeVisible();
    await expect(page.getByText(recommendation.estimatedCost, { exact: true })).toBeVisible();
    await expect(page.getByText(recommendation.suggestedTimeline, { exact: true })).toBeVisible();
    for (const text of [
      ...recommendation.recommendedServices,
      ...recommendation.riskFactors,
      ...recommendation.nextSteps,
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: text }).first()).toBeVisible();
    }
    await expect(
      page.getByText('Commercial kitchens need hood, fire-suppression and health-department approvals.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Submit Detailed Project Request' })).toHaveAttribute(
      'href',
      '/intake',
    );
    await expectNoAxeViolations(page);

    const leads = await queryD1<{ source: string; submission: string }>(
      `select source, submission from leads where email = ${sqlText(email)}`,
    );
    expect(leads.map((lead) => lead.source)).toEqual(['recommendation']);
    expect(JSON.parse(leads[0]!.submission)).toMatchObject({ sessionId: stored!.session_id });

    await page.getByRole('button', { name: 'Get Another Recommendation' }).click();
    const fresh = page.getByRole('form', { name: 'Project details for a recommendation' });
    await expect(select(fresh, /Project Type/)).toHaveValue('');
    await expect(select(fresh, /Project Type/).locator('option:checked')).toHaveText('Select project type');
    await expect(fresh.getByLabel('Project Size (sq ft)')).toHaveValue('');
    await expect(fresh.getByLabel('Contact Email')).toHaveValue('');
    await expect(fresh.getByRole('checkbox', { name: 'Commercial kitchen' })).not.toBeChecked();
    await expect(page.getByRole('heading', { name: 'Your Project Recommendation' })).toHaveCount(0);
  });

  test('a server error keeps the form and its data and shows the error toast', async ({ page }) => {
    await page.route('**/api/project-recommendations', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.goto('/project-recommendations');
    const form = page.getByRole('form', { name: 'Project details for a recommendation' });
    await fillRequired(form);
    await form.getByLabel('Project Size (sq ft)').fill('1800');
    await form.getByRole('button', { name: 'Get Recommendation' }).click();

    const toast = page.getByRole('alertdialog');
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText('Failed to generate recommendation')).toBeVisible();
    await expect(select(form, /Project Type/).locator('option:checked')).toHaveText('Restaurant Construction');
    await expect(select(form, /Budget/).locator('option:checked')).toHaveText('$500K - $1M');
    await expect(form.getByLabel('Project Size (sq ft)')).toHaveValue('1800');
    await expect(form.getByRole('button', { name: 'Get Recommendation' })).toBeEnabled();
  });

  test('Back returns to the page the visitor came from, or home when they arrived directly', async ({ page }) => {
    await page.goto('/site-index');
    await page.getByRole('main').getByRole('link', { name: 'AI Recommendations' }).click();
    await expect(page).toHaveURL(/\/project-recommendations$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/site-index$/);

    await page.goto('/project-recommendations');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('/nda-subdivision', () => {
  test('the form validates with the spec messages', async ({ page }) => {
    await page.goto('/nda-subdivision');
    const form = page.getByRole('form', { name: 'NDA portal access' });
    await expect(form.getByLabel('Access Code (12-character)')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Access Portal' }).click();
    for (const message of [
      'Access code is required',
      'Name must be at least 2 characters',
      'Invalid email address',
      'Company name is required',
      'You must agree to the NDA to proceed',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Access Code (12-character)')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a wrong code is denied with the server message; the right one unlocks images that need the grant; reload locks', async ({
    page,
    request,
  }, testInfo) => {
    const { code } = await createAccessCode(`e2e portal ${testInfo.project.name} ${Date.now()}`, 'e2e');
    const email = uniqueEmail(testInfo, 'nda');
    await page.goto('/nda-subdivision');
    const form = page.getByRole('form', { name: 'NDA portal access' });
    await fillAccess(form, 'AAAA-AAAA-AAAA', email);
    await form.getByRole('button', { name: 'Access Portal' }).click();
    const toast = page.getByRole('alertdialog');
    await expect(toast.getByText('Access Denied')).toBeVisible();
    await expect(
      toast.getByText('Invalid access code. Please check the code you were given and try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Leilani Akana');
    await expect(page.getByText('CONFIDENTIAL', { exact: true })).toHaveCount(0);

    await form.getByLabel('Access Code (12-character)').fill(code);
    await submitHeld(page, form, '**/api/nda-access', { submit: 'Access Portal', pending: 'Verifying...' });

    await expect(page.getByText('Access Granted')).toBeVisible();
    await expect(page.getByText(`Welcome to the ${company.name} partners subdivision portal.`)).toBeVisible();
    await expect(page.getByText('CONFIDENTIAL', { exact: true })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Confidential plans' });
    await expect(gallery.getByText('1 / 5')).toBeVisible();
    await expect(gallery.getByRole('button', { name: /^Show photo/ })).toHaveCount(5);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText('5 / 5')).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('1 / 5')).toBeVisible();

    const images = gallery.locator('img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('complementary', { name: 'Confidentiality notice' })).toBeVisible();
    await expectNoAxeViolations(page);

    const [lead] = await queryD1<{ source: string; submission: string }>(
      `select source, submission from leads where email = ${sqlText(email)}`,
    );
    expect(lead?.source).toBe('nda');
    expect(lead?.submission).not.toContain(code);

    const withoutGrant = await request.get('/api/nda-access/images/master-site-plan');
    expect(withoutGrant.status()).toBe(401);
    const forged = await request.get('/api/nda-access/images/master-site-plan', {
      headers: { Authorization: 'Bearer forged.grant' },
    });
    expect(forged.status()).toBe(401);

    await page.reload();
    await expect(page.getByRole('form', { name: 'NDA portal access' })).toBeVisible();
    await expect(page.getByText('CONFIDENTIAL', { exact: true })).toHaveCount(0);
  });

  test('after five wrong codes the lockout message from the server is shown', async ({ page }, testInfo) => {
    // Its own client address, so the lockout cannot spill into the other tests.
    await page.setExtraHTTPHeaders({
      'cf-connecting-ip': `198.51.100.${testInfo.project.name === 'desktop' ? 10 : 11}`,
    });
    await page.goto('/nda-subdivision');
    const form = page.getByRole('form', { name: 'NDA portal access' });
    await fillAccess(form, 'BBBB-BBBB-BBBB', uniqueEmail(testInfo, 'lockout'));
    const toast = page.getByRole('alertdialog');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await form.getByLabel('Access Code (12-character)').fill(`BBBB-BBBB-BBB${attempt + 1}`);
      await form.getByRole('button', { name: 'Access Portal' }).click();
      await expect(
        toast.getByText('Invalid access code. Please check the code you were given and try again.'),
      ).toBeVisible();
      await toast.getByRole('button', { name: /close|dismiss/i }).click();
    }
    await form.getByLabel('Access Code (12-character)').fill('BBBB-BBBB-BB99');
    await form.getByRole('button', { name: 'Access Portal' }).click();
    await expect(toast.getByText('Access Denied')).toBeVisible();
    await expect(toast.getByText(/^Too many incorrect access codes\. Please try again/)).toBeVisible();
  });
});

test.describe('/app-login', () => {
  test('the page shows its features, platforms and statistics', async ({ page }) => {
    const response = await page.goto('/app-login');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Company App' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Integrated Platforms' })).toBeVisible();
    const statistics = page.getByRole('region', { name: 'Platform statistics' });
    for (const figure of ['99.9%', '500+', '3'])
      await expect(statistics.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Live Application/ })).toHaveAttribute(
      'href',
      company.liveAppUrl,
    );
    await expectNoAxeViolations(page);
  });

  test('the login demo validates, connects for 1.5 s, then opens the live app in a new tab and resets', async ({
    page,
    context,
  }) => {
    await context.route(`${company.liveAppUrl}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Live app</title><p>Live app</p>',
      }),
    );
    await page.goto('/app-login');
    const form = page.getByRole('form', { name: 'Sign in to the company app' });
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByLabel('Username')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Username').fill('site.lead');
    await form.getByLabel('Password').fill('framing');
    const popupOpened = context.waitForEvent('page');
    const startedAt = Date.now();
    await form.getByRole('button', { name: 'Sign In' }).click();
    // The tab opens from the click itself (popup blockers refuse one opened by a timer), still empty while
    // the form reads 'Connecting...', cut off from this page at once.
    const popup = await popupOpened;
    await expect(form.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(Date.now() - startedAt).toBeLessThan(1400);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.waitForURL(`${company.liveAppUrl}/`);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1400);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByText('Redirecting to the company app')).toBeVisible();
    await expect(page.getByText('Taking you to our live construction management platform...')).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveValue('');
    await expect(form.getByLabel('Password')).toHaveValue('');
  });

  test('the nail game starts and scores 10 for a hit', async ({ page }) => {
    await page.goto('/app-login');
    const board = await hitOneNail(page);
    await expect(board.getByRole('button', { name: 'Nail, hammered' }).first()).toBeVisible();
  });
});
