import { replyMessages } from '@site/domain/leads/conversations';
import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryD1, sqlText } from '../support/d1';
import { createE2eStaff, openNewContactLead, type E2eStaff } from '../support/staff';

/** What the local e-mail simulation recorded of one sent message (wrangler's Local Explorer). */
interface SentEmail {
  to: string[];
  subject: string;
  replyTo?: string;
}

/** The messages the Worker's `send_email` binding sent, as the local simulation lists them. */
async function sentEmails(request: APIRequestContext): Promise<SentEmail[]> {
  const listed = await request.get('/cdn-cgi/local/explorer/api/local/email/sending');
  expect(listed.ok()).toBe(true);
  const body = (await listed.json()) as { result: SentEmail[] };
  return body.result;
}

/** A raw RFC 822 answer, handed to the Worker's email() handler the way Email Routing would. */
const deliver = (request: APIRequestContext, from: string, to: string, raw: string) =>
  request.post(`/cdn-cgi/local/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    headers: { 'content-type': 'message/rfc822' },
    data: raw,
  });

const rawAnswer = (from: string, to: string, text: string) =>
  [
    'Authentication-Results: mx.cloudflare.net; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=example.com; dmarc=pass',
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Your contact form with Pacific Span Builders',
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    'Date: Mon, 8 Mar 2027 10:30:00 -0800',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
  ].join('\r\n');

/**
 * Talking to a lead from its page (docs/decisions/078): the reply leaves through the outbox with the lead's
 * reply address, the client's answer posted to the local Email Routing endpoint lands on the lead's
 * conversation without its quoted history, and an answer to a made-up address is refused and attached nowhere.
 */
test.describe('the conversation with a lead', () => {
  let staff: E2eStaff;
  let token: string;

  test.beforeAll(async () => {
    token = `Zc${test.info().project.name}${Date.now().toString(36)}`;
    staff = await createE2eStaff(`staff.${token.toLowerCase()}@pacificspan.example`);
  });

  test('reply from the lead page, the answer arrives on its timeline, a made-up address is refused', async ({
    page,
    request,
  }) => {
    const name = `Leilani ${token}`;
    const email = `leilani.${token.toLowerCase()}@example.com`;
    await openNewContactLead(page, request, staff, { name, email });
    // The contact form promises an answer within 1-2 business days: the clock runs.
    await expect(page.getByText('Response promise: Due')).toBeVisible();

    const composer = page.getByRole('form', { name: 'Reply by e-mail' });
    await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Your contact form with Pacific Span Builders',
    );
    const message = composer.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(new RegExp(`^Hello ${name},`));
    await message.fill(`Hello ${name},\n\nCan we visit on Thursday at 9?\n\nAna`);
    await message.press('Control+Enter');
    await expect(page.getByText(replyMessages.sent)).toBeVisible();

    // On the conversation at once, then sent by the outbox (the page reads again while it is on its way).
    const conversation = page.getByRole('list', { name: 'Conversation' });
    const reply = conversation.getByRole('listitem').filter({ hasText: 'Reply from Ana Reyes' });
    await expect(reply).toContainText('Can we visit on Thursday at 9?');
    await expect(reply).toContainText('Sent', { timeout: 30_000 });
    await expect(page.getByText('Response promise: Met')).toBeVisible();

    // The local e-mail simulation got it, to the lead, answering to the lead's own reply address.
    const sent = (await sentEmails(request)).find((one) => one.to.includes(email));
    expect(sent).toMatchObject({ subject: 'Your contact form with Pacific Span Builders' });
    const replyTo = sent?.replyTo ?? '';
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{32}@reply\.pacificspan\.example$/);

    // The client answers above the quoted reply; Email Routing hands it to the Worker.
    const answer = rawAnswer(
      email,
      replyTo,
      [
        `Thursday at 9 works. Gate code 4411. ${token}`,
        '',
        '--',
        'Leilani',
        '',
        'On Mon, Mar 8, 2027 at 10:02 AM Pacific Span Builders <leads@pacificspan.example> wrote:',
        '> Can we visit on Thursday at 9?',
      ].join('\r\n'),
    );
    const delivered = await deliver(request, email, replyTo, answer);
    expect(delivered.status()).toBe(200);

    await page.reload();
    const answered = conversation.getByRole('listitem').filter({ hasText: `Answer from ${email}` });
    await expect(answered).toContainText(`Thursday at 9 works. Gate code 4411. ${token}`);
    await expect(answered).toContainText('Sender checks: SPF pass · DKIM pass · DMARC pass');
    const history = answered.getByText('> Can we visit on Thursday at 9?', { exact: false });
    await expect(history).toBeHidden();
    await answered.getByRole('button', { name: 'Show full message' }).click();
    await expect(history).toBeVisible();
    await expectNoAxeViolations(page);

    // An answer to an address no lead holds is refused, and nothing is attached anywhere.
    const madeUp = 'reply+0123456789abcdef0123456789abcdef@reply.pacificspan.example';
    const refused = await deliver(request, email, madeUp, rawAnswer(email, madeUp, `Lost answer ${token}`));
    expect(refused.ok()).toBe(false);
    expect(await refused.text()).toContain('Unknown or expired address');
    expect(
      await queryD1(`select id from lead_messages where full_text like ${sqlText(`%Lost answer ${token}%`)}`),
    ).toEqual([]);
  });
});
