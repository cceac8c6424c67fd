import { bidCopy } from '@site/domain/lead-forms/bid';
import { emergencyCopy } from '@site/domain/lead-forms/emergency';
import { intakeCopy } from '@site/domain/lead-forms/intake';
import { leadQueuedCopy } from '@site/domain/lead-forms/lead-delivery';
import { partnerCopy } from '@site/domain/lead-forms/partner';
import { expect, test, type Locator, type Page } from '../support/test';
import { queryD1, sqlText } from '../support/d1';
import { expectNoAxeViolations } from '../support/axe';
import {
  asOwnVisitor,
  bidFields,
  emergencyFields,
  fillQuickly,
  holdRequests,
  intakeFields,
  partnerFields,
  select,
  uniqueEmail,
  type Field,
} from '../support/lead-forms';

// Each test is its own visitor (docs/decisions/008): a 429 now waits in the outbox instead of failing.
test.beforeEach(({ page }) => asOwnVisitor(page));

/**
 * The intake form (home section and /intake) and the three /partners forms against the built Worker and
 * its fresh D1: keyboard filling, the spec's messages and toasts, the stored lead, a failure that keeps the
 * data, one lead per double-click, and axe in every state.
 */

interface LeadFormCase {
  name: string;
  path: string;
  formName: string;
  /** Brings the form on screen (a tab, the home section). */
  open?: (page: Page) => Promise<void>;
  copy: { submit: string; pending: string; success: { title: string; description: string } };
  fields: (email: string) => Field[];
  /** The spec's messages after an empty submit, and the field that must then have the focus. */
  messages: string[];
  firstInvalid: (form: Locator) => Locator;
  /** What staff find in D1 for the lead. */
  row: { columns: string; expected: Record<string, unknown> };
  /** Off for the second page of a form: its endpoint allows 10 new leads per client in 10 minutes. */
  doubleClick?: false;
}

/** Presses Tab until `target` has the focus: the way a keyboard user moves through a form. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

/**
 * Fills the form with the keyboard only: Tab between fields, type-ahead in selects, Space on checkboxes.
 * A text field gets its value as one keyboard input after its first key, which is what the form reacts to;
 * a key event per character made these the slowest tests of the suite without testing anything more.
 */
async function fillByKeyboard(page: Page, form: Locator, fields: Field[]) {
  const [first] = fields;
  if (first?.kind === 'text') await form.getByRole('textbox', { name: first.label, exact: true }).focus();
  else if (first?.kind === 'select') await select(form, first.label).focus();
  for (const field of fields) {
    if (field.kind === 'text') {
      const textbox = form.getByRole('textbox', { name: field.label, exact: true });
      await tabTo(page, textbox);
      await page.keyboard.type(field.value.slice(0, 1));
      await page.keyboard.insertText(field.value.slice(1));
      await expect(textbox).toHaveValue(field.value);
    } else if (field.kind === 'select') {
      const control = select(form, field.label);
      await tabTo(page, control);
      await page.keyboard.type(field.option);
      await expect(control.locator('option:checked')).toHaveText(field.option);
    } else {
      await tabTo(page, form.getByRole('checkbox', { name: field.option }));
      await page.keyboard.press('Space');
    }
  }
}

const toast = (page: Page) => page.getByRole('alertdialog');

const intakeCase = {
  formName: 'Project intake request',
  copy: intakeCopy,
  fields: intakeFields,
  messages: [
    'First name is required',
    'Last name is required',
    'Valid email is required',
    'Phone number is required',
    'Project type is required',
    'Project location is required',
    'Please provide a detailed project description',
    'Budget range is required',
    'Timeline is required',
  ],
  firstInvalid: (form: Locator) => form.getByRole('textbox', { name: 'First Name', exact: true }),
  row: {
    columns: 'source, name, phone, location, project_type',
    expected: {
      source: 'intake',
      name: 'Leilani Kahananui',
      phone: '(808) 555-0123',
      location: 'Hilo, Hawaii',
      project_type: 'Residential Construction',
    },
  },
};

const openTab = (name: string) => async (page: Page) => {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
};

const cases: LeadFormCase[] = [
  {
    ...intakeCase,
    name: 'home intake section',
    path: '/#intake-form',
    // The home page loads the form's code after the page itself.
    open: (page) => page.waitForLoadState('networkidle'),
  },
  { ...intakeCase, name: '/intake', path: '/intake', doubleClick: false },
  {
    name: 'partner application',
    path: '/partners',
    formName: 'Partnership application',
    copy: partnerCopy,
    fields: partnerFields,
    messages: [
      'Partner type is required',
      'Location is required',
      'Company name is required',
      'Contact name is required',
      'Valid email is required',
      'Phone number is required',
      'Services description is required',
      'Project types is required',
      'Experience information is required',
      'Capacity information is required',
      'Message is required',
    ],
    firstInvalid: (form) => select(form, 'Partner Type'),
    row: {
      columns: 'source, name, company, location, project_type',
      expected: {
        source: 'partner',
        name: 'Dana Whitfield',
        company: 'Cascade Lumber Supply',
        location: 'Multi-State',
        project_type: 'Partner: Material Supplier',
      },
    },
  },
  {
    name: 'emergency request',
    path: '/partners',
    open: openTab('24-Hour Emergency'),
    formName: 'Emergency service request',
    copy: emergencyCopy,
    fields: emergencyFields,
    messages: [
      'Urgency level is required',
      'Location is required',
      'Project type is required',
      'Issue description is required',
      'Contact name is required',
      'Phone number is required',
      'Valid email is required',
      'Preferred response time is required',
      'Timeline is required',
    ],
    firstInvalid: (form) => select(form, 'Urgency Level'),
    row: {
      columns: 'source, name, location, project_type, urgency, is_urgent',
      expected: {
        source: 'emergency',
        name: 'Tom Becker',
        location: 'Oregon',
        project_type: 'Emergency: Water Damage',
        urgency: 'critical',
        is_urgent: 1,
      },
    },
  },
  {
    name: 'bid request',
    path: '/partners',
    open: openTab('Request Bid'),
    formName: 'Bid request',
    copy: bidCopy,
    fields: bidFields,
    messages: [
      'Project type is required',
      'Location is required',
      'Project size is required',
      'Budget range is required',
      'Timeline is required',
      'Company name is required',
      'Contact name is required',
      'Valid email is required',
      'Phone number is required',
      'Project description is required',
      'Requirements are required',
    ],
    firstInvalid: (form) => select(form, 'Project Type'),
    row: {
      columns: 'source, name, company, location, project_type',
      expected: {
        source: 'bid',
        name: 'Marisol Ortega',
        company: 'Diablo Retail Partners',
        location: 'California',
        project_type: 'Bid: Shopping Center',
      },
    },
  },
];

const leadsFor = (email: string, columns: string) =>
  queryD1(`select ${columns} from leads where email = ${sqlText(email)}`);

async function openForm(page: Page, formCase: LeadFormCase) {
  await page.goto(formCase.path);
  await formCase.open?.(page);
  const form = page.getByRole('form', { name: formCase.formName });
  await expect(form).toBeVisible();
  return form;
}

/** Opens the form, fills it the quick way for `email` and presses its submit button. */
async function fillAndSend(page: Page, formCase: LeadFormCase, email: string) {
  const form = await openForm(page, formCase);
  await fillQuickly(form, formCase.fields(email));
  await form.getByRole('button', { name: formCase.copy.submit }).click();
  return form;
}

/** The toast shows exactly this title and description. */
async function expectToast(page: Page, { title, description }: { title: string; description: string }) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

for (const formCase of cases) {
  test.describe(formCase.name, () => {
    test('an empty submit shows the spec messages, focuses the first invalid field and sends nothing', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/')) posts.push(request.url());
      });
      const form = await openForm(page, formCase);
      await expectNoAxeViolations(page, 'empty form');
      await form.getByRole('button', { name: formCase.copy.submit }).click();
      for (const message of formCase.messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(formCase.firstInvalid(form)).toBeFocused();
      await expectNoAxeViolations(page, 'errors shown');
      expect(posts).toEqual([]);
    });

    test('filled by keyboard and sent: the exact toast, a reset form, and the lead in D1', async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(testInfo, formCase.row.expected.source as string);
      const form = await openForm(page, formCase);
      await fillByKeyboard(page, form, formCase.fields(email));

      // Hold the request so the pending state can be seen, then let it through to the real Worker.
      const release = await holdRequests(page, '**/api/**');
      await tabTo(page, form.getByRole('button', { name: formCase.copy.submit }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('button', { name: formCase.copy.pending })).toBeDisabled();
      release();

      await expectToast(page, formCase.copy.success);
      await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
      await expect(form.getByText(formCase.copy.success.description, { exact: true })).toBeVisible();
      expect(await leadsFor(email, formCase.row.columns)).toEqual([formCase.row.expected]);
      await expectNoAxeViolations(page, 'success');
    });

    if (formCase.doubleClick === false) return;
    test('a double-click creates one lead', async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo, `double.${formCase.row.expected.source as string}`);
      const form = await openForm(page, formCase);
      await fillQuickly(form, formCase.fields(email));
      await form.getByRole('button', { name: formCase.copy.submit }).dblclick();
      await expect(toast(page).getByText(formCase.copy.success.title, { exact: true })).toBeVisible();
      expect(await leadsFor(email, 'source')).toHaveLength(1);
    });
  });
}

test.describe('failures keep what the visitor typed', () => {
  const [home, intake, partner, emergency, bid] = cases as [
    LeadFormCase,
    LeadFormCase,
    LeadFormCase,
    LeadFormCase,
    LeadFormCase,
  ];

  test('home intake: a server error keeps the lead on the device, says so, and sends it once on the next visit', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'kept.home');
    await page.route('**/api/intake', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fillAndSend(page, home, email);
    await expect(toast(page).getByText(leadQueuedCopy.title, { exact: true })).toBeVisible();
    await expect(toast(page)).toHaveAttribute('data-tone', 'default');
    expect(await leadsFor(email, 'id')).toEqual([]);
    await page.unroute('**/api/intake');
    await page.reload();
    await expect.poll(() => leadsFor(email, 'source')).toEqual([{ source: 'intake' }]);
  });

  test('/intake: a 503 with Retry-After is kept, sent again once the wait is over, and lands once', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'retry-after.intake');
    const answers: number[] = [];
    await page.route('**/api/intake', async (route) => {
      if (answers.length === 0) {
        answers.push(503);
        await route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, body: 'Service Unavailable' });
        return;
      }
      const response = await route.fetch();
      answers.push(response.status());
      await route.fulfill({ response });
    });
    await fillAndSend(page, intake, email);
    await expect(toast(page).getByText(leadQueuedCopy.title, { exact: true })).toBeVisible();
    await expect.poll(() => leadsFor(email, 'source'), { timeout: 15_000 }).toEqual([{ source: 'intake' }]);
    // The row is written before the Worker's answer reaches this test's route handler, so that may lag.
    await expect.poll(() => answers).toEqual([503, 201]);
    // Nothing is sent again once the lead is in: the outbox is empty.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(answers).toEqual([503, 201]);
    expect(await leadsFor(email, 'id')).toHaveLength(1);
  });

  test('/intake: the API refusing the request itself (422) shows its message and keeps the data', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'failed.intake');
    await page.route('**/api/intake', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'We are updating the site. Please try again in a minute.' }),
      }),
    );
    const form = await fillAndSend(page, intake, email);
    await expect(
      toast(page).getByText('We are updating the site. Please try again in a minute.', { exact: true }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Project Description', exact: true })).toHaveValue(
      'A two-story home on volcanic rock with a lanai.',
    );
    await expect(form.getByRole('checkbox', { name: 'Permitting' })).toBeChecked();
  });

  test('/intake: a dropped connection keeps the request on the device and sends it once when the site is opened again', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'queued.intake');
    await page.route('**/api/intake', (route) => route.abort('internetdisconnected'));
    await fillAndSend(page, intake, email);
    await expect(toast(page).getByText(leadQueuedCopy.title, { exact: true })).toBeVisible();
    expect(await leadsFor(email, 'id')).toEqual([]);
    await page.unroute('**/api/intake');
    await page.reload();
    await expect.poll(() => leadsFor(email, 'source')).toEqual([{ source: 'intake' }]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await leadsFor(email, 'source')).toHaveLength(1);
  });

  test('/intake: a kept lead refused on the next visit is named in a notice until the visitor dismisses it', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'undelivered.intake');
    await page.route('**/api/intake', (route) => route.abort('internetdisconnected'));
    await fillAndSend(page, intake, email);
    await expect(toast(page).getByText(leadQueuedCopy.title, { exact: true })).toBeVisible();

    await page.unroute('**/api/intake');
    await page.route('**/api/intake', (route) => route.fulfill({ status: 400, body: 'Bad Request' }));
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: 'Your project intake form was not sent' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(email);
    await expect(notice.getByRole('link', { name: '(925) 555-0142' })).toHaveAttribute('href', 'tel:+19255550142');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Your project intake form was not sent')).toHaveCount(0);
    expect(await leadsFor(email, 'id')).toEqual([]);
  });

  test('partner: a refusal of the request shows "Submission Error" and keeps the data', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'failed.partner');
    await page.route('**/api/partners', (route) => route.fulfill({ status: 400, body: 'Bad Request' }));
    const form = await fillAndSend(page, partner, email);
    await expectToast(page, partnerCopy.failure);
    await expect(form.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveValue('Cascade Lumber Supply');
    await expect(form.getByRole('checkbox', { name: 'Prefab, SIP & Panelized' })).toBeChecked();
  });

  test('emergency: a dropped connection says to call now, keeps the data, and the request still arrives once', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'failed.emergency');
    await page.route('**/api/emergency', (route) => route.abort('internetdisconnected'));
    const form = await fillAndSend(page, emergency, email);
    await expectToast(page, emergencyCopy.failure);
    await expect(page.getByRole('link', { name: '(925) 555-0142' })).toHaveAttribute('href', 'tel:+19255550142');
    await expect(toast(page)).toHaveAttribute('data-tone', 'destructive');
    await expect(form.getByRole('textbox', { name: 'Issue Description', exact: true })).toHaveValue(
      'A burst main flooded the ground floor of our store.',
    );
    expect(await leadsFor(email, 'id')).toEqual([]);
    await page.unroute('**/api/emergency');
    await page.reload();
    await expect.poll(() => leadsFor(email, 'source, urgency')).toEqual([{ source: 'emergency', urgency: 'critical' }]);
  });

  test('bid: a refusal of the request shows "Bid Request Error" and keeps the data', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'failed.bid');
    await page.route('**/api/bid-request', (route) => route.fulfill({ status: 413, body: 'Content Too Large' }));
    const form = await fillAndSend(page, bid, email);
    await expectToast(page, bidCopy.failure);
    await expect(form.getByRole('textbox', { name: 'Requirements', exact: true })).toHaveValue(
      'Stores stay open; night work on the facade.',
    );
  });
});

test('/partners: three tabs with Partnership Applications first, the four info cards, and the emergency banner', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Partnership Applications', '24-Hour Emergency', 'Request Bid']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  for (const card of ['Developers', 'Financial Lenders', 'Material Suppliers', 'Manufacturers']) {
    await expect(page.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
  }
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  for (const point of ['Response within 24 hours', 'Multi-state coverage', 'Hotline available']) {
    await expect(page.getByText(point, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Developers' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('form', { name: 'Bid request' })).toBeVisible();
});

test('/partners keeps what was typed in one tab while the visitor looks at another', async ({ page }) => {
  await page.goto('/partners');
  const application = page.getByRole('form', { name: 'Partnership application' });
  await application.getByRole('textbox', { name: /Company Name/ }).fill('Kaimana Developers');
  await page.getByRole('tab', { name: 'Request Bid' }).click();
  await expect(page.getByRole('form', { name: 'Bid request' })).toBeVisible();
  await expect(application).toBeHidden();
  await page.getByRole('tab', { name: 'Partnership Applications' }).click();
  await expect(application.getByRole('textbox', { name: /Company Name/ })).toHaveValue('Kaimana Developers');
});
