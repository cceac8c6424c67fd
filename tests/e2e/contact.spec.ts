import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { queryD1, sqlText } from '../support/d1';
import { submitHeld, uniqueEmail } from '../support/lead-forms';

/** Opens the home page at the contact form, which loads as the visitor reaches its section (docs/decisions/020). */
async function openContactForm(page: Page) {
  await page.goto('/#contact');
  return page.getByRole('form', { name: 'Send us a message' });
}

test.describe('contact form', () => {
  test('a visitor sends a message, sees the toast, and staff find the lead', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'sent');
    const form = await openContactForm(page);
    await form.getByLabel('Name').fill('Pualani Kealoha');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('(808) 555-0150');
    await form.getByLabel('Subject').fill('Ohana unit in Hilo');
    await form.getByLabel('Message').fill('We want a 600 sq ft ohana unit on our lot in Hilo.');

    await submitHeld(page, form, '**/api/contact', { submit: 'Send Message', pending: 'Sending...' });

    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    await expect(page.getByText('Thank you for your message! We will respond shortly.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const rows = await queryD1(
      `select name, phone, source, status, project_type from leads where email = ${sqlText(email)}`,
    );
    expect(rows).toEqual([
      {
        name: 'Pualani Kealoha',
        phone: '(808) 555-0150',
        source: 'contact',
        status: 'new',
        project_type: 'Contact: Ohana unit in Hilo',
      },
    ]);
  });

  test('invalid input shows the spec messages, focuses the first field and sends nothing', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    const form = await openContactForm(page);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Please provide a detailed message')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  test('a refusal of the request itself shows the destructive toast and keeps what was typed', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'failed');
    // A 5xx or a dropped connection is kept in the outbox (below); a 4xx will never pass and is the form's to show.
    await page.route('**/api/contact', (route) => route.fulfill({ status: 422, body: 'Unprocessable Content' }));
    const form = await openContactForm(page);
    await form.getByLabel('Name').fill('Kai Nakamura');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Retail build-out');
    await form.getByLabel('Message').fill('A 3,000 sq ft retail build-out in Portland.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.getByRole('alertdialog');
    await expect(toast.getByText('Message Failed to Send')).toBeVisible();
    await expect(toast.getByText('422: Unprocessable Content')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Kai Nakamura');
    await expect(form.getByLabel('Message')).toHaveValue('A 3,000 sq ft retail build-out in Portland.');
    expect(await queryD1(`select id from leads where email = ${sqlText(email)}`)).toEqual([]);
  });

  test('a message sent while the connection is down is kept and delivered exactly once when it returns', async ({
    page,
    context,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'offline');
    const leads = () => queryD1<{ source: string }>(`select source from leads where email = ${sqlText(email)}`);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/contact')) answers.push(response.status());
    });
    const requested: string[] = [];
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      requested.push(request.url());
      inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    const form = await openContactForm(page);
    // The hidden field every public form carries for bots (docs/product.md §7.1), empty for a person.
    await expect(form.locator('input[name="homepage"]')).toHaveValue('');
    await form.getByLabel('Name').fill('Leilani Akana');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Lanai repair');
    await form.getByLabel('Message').fill('Our lanai needs new posts and decking before the rains.');
    // The form's checks and the client that sends it load on its first focus (useZodForm, app/lib/form-start.ts).
    // A visitor who typed a message has them, so the connection drops only once they and every other request
    // have arrived; without the checks the submit would rightly ask to try again instead, and a browser that
    // keeps a failed module load would never send the kept message from this page.
    await expect
      .poll(
        () =>
          ['/contact-schema-', '/api-client-'].every((chunk) => requested.some((url) => url.includes(chunk))) &&
          inFlight.size === 0,
      )
      .toBe(true);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Saved, Not Sent Yet')).toBeVisible();
    await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(await leads()).toEqual([]);

    // Back online: the page sends the kept message by itself, with its first idempotency key.
    await context.setOffline(false);
    await expect.poll(leads, { timeout: 15_000 }).toEqual([{ source: 'contact' }]);
    await expect.poll(() => answers).toEqual([201]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(answers).toEqual([201]);
    expect(await leads()).toHaveLength(1);
  });
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});
