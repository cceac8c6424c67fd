import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from './test';

/**
 * What the e2e specs of the public forms share: a visitor of its own, unique e-mails, a held request, and the
 * lead forms' fields with the values a visitor types into them.
 */

/**
 * Makes the page's visitor one of its own, from an IPv6 /64 of its own: the suites submit far more leads than
 * one client may in ten minutes (docs/decisions/008), and a 429 would wait in the outbox instead of failing.
 */
export async function asOwnVisitor(page: Page) {
  await page.setExtraHTTPHeaders({
    'cf-connecting-ip': `2001:db8:${randomBytes(4)
      .toString('hex')
      .replace(/(.{4})/, '$1:')}::1`,
  });
}

/** An e-mail no other test or project uses, so a test finds exactly its own leads in D1. */
export const uniqueEmail = (testInfo: { project: { name: string } }, label: string) =>
  `${label}.${testInfo.project.name}.${Date.now()}@example.com`;

/** Holds requests to `url` so the pending state can be seen; `release` lets them through to the Worker. */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Presses the form's `submit` button while its request to `url` is held: the button then says `pending`,
 * visible and disabled. Then lets the request through to the Worker.
 */
export async function submitHeld(page: Page, form: Locator, url: string, labels: { submit: string; pending: string }) {
  const release = await holdRequests(page, url);
  await form.getByRole('button', { name: labels.submit }).click();
  const pending = form.getByRole('button', { name: labels.pending });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
}

export type Field =
  | { kind: 'text'; label: string; value: string }
  | { kind: 'select'; label: string; option: string }
  | { kind: 'check'; option: string };

// The forms' selects are the browser's own (docs/decisions/031-native-controls-on-lead-forms.md).
export const select = (form: Locator, label: string) => form.getByRole('combobox', { name: new RegExp(label) });

/** Fills the form the quick way, for tests about what happens after the submit. */
export async function fillQuickly(form: Locator, fields: Field[]) {
  for (const field of fields) {
    if (field.kind === 'text') await form.getByRole('textbox', { name: field.label, exact: true }).fill(field.value);
    else if (field.kind === 'select') {
      await select(form, field.label).selectOption({ label: field.option });
    } else {
      // The input itself is visually hidden; a visitor presses its label.
      await form.getByText(field.option, { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: field.option })).toBeChecked();
    }
  }
}

export const intakeFields = (email: string): Field[] => [
  { kind: 'text', label: 'First Name', value: 'Leilani' },
  { kind: 'text', label: 'Last Name', value: 'Kahananui' },
  { kind: 'text', label: 'Email', value: email },
  { kind: 'text', label: 'Phone', value: '(808) 555-0123' },
  { kind: 'select', label: 'Project Type', option: 'Residential Construction' },
  { kind: 'text', label: 'Project Location', value: 'Hilo, Hawaii' },
  { kind: 'text', label: 'Project Description', value: 'A two-story home on volcanic rock with a lanai.' },
  { kind: 'select', label: 'Budget Range', option: '$500K - $1M' },
  { kind: 'select', label: 'Timeline', option: '3-6 months' },
  { kind: 'check', option: 'Permitting' },
];

export const partnerFields = (email: string): Field[] => [
  { kind: 'select', label: 'Partner Type', option: 'Material Supplier' },
  { kind: 'select', label: 'Location', option: 'Multi-State' },
  { kind: 'text', label: 'Company Name', value: 'Cascade Lumber Supply' },
  { kind: 'text', label: 'Contact Name', value: 'Dana Whitfield' },
  { kind: 'text', label: 'Email', value: email },
  { kind: 'text', label: 'Phone', value: '(503) 555-0188' },
  { kind: 'text', label: 'Services Offered', value: 'Engineered lumber and SIP panels.' },
  { kind: 'check', option: 'Prefab, SIP & Panelized' },
  { kind: 'text', label: 'Experience', value: '22 years supplying West Coast builders.' },
  { kind: 'text', label: 'Capacity', value: 'Six trucks, 40 homes a month.' },
  { kind: 'text', label: 'Message', value: 'We would like to supply your Oregon subdivisions.' },
];

export const emergencyFields = (email: string): Field[] => [
  { kind: 'select', label: 'Urgency Level', option: 'Critical (0-4 hours)' },
  { kind: 'select', label: 'Location', option: 'Oregon' },
  { kind: 'select', label: 'Type of Emergency', option: 'Water Damage' },
  { kind: 'text', label: 'Issue Description', value: 'A burst main flooded the ground floor of our store.' },
  { kind: 'text', label: 'Contact Name', value: 'Tom Becker' },
  { kind: 'text', label: 'Phone', value: '(503) 555-0199' },
  { kind: 'text', label: 'Email', value: email },
  { kind: 'select', label: 'Preferred Response', option: 'Phone call' },
  { kind: 'select', label: 'Timeline', option: 'Immediately' },
];

export const bidFields = (email: string): Field[] => [
  { kind: 'select', label: 'Project Type', option: 'Shopping Center' },
  { kind: 'select', label: 'Location', option: 'California' },
  { kind: 'select', label: 'Project Size', option: '15,000 - 50,000 sq ft' },
  { kind: 'select', label: 'Budget Range', option: '$1M - $5M' },
  { kind: 'select', label: 'Timeline', option: '6-12 months' },
  { kind: 'text', label: 'Company Name', value: 'Diablo Retail Partners' },
  { kind: 'text', label: 'Contact Name', value: 'Marisol Ortega' },
  { kind: 'text', label: 'Email', value: email },
  { kind: 'text', label: 'Phone', value: '(925) 555-0166' },
  {
    kind: 'text',
    label: 'Project Description',
    value: 'Facade and common-area renovation of a 32,000 sq ft centre.',
  },
  { kind: 'text', label: 'Requirements', value: 'Stores stay open; night work on the facade.' },
];
