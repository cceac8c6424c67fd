import type { AdminConversation, AdminConversationSummary } from '@site/domain/admin';
import { maxPageSize } from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../../db/client';
import { saveExchange } from '../../../services/conversations';
import { json, nextOf, staffSignedInBeforeEach } from '../../../test/admin-data';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

describe('/api/admin/conversations', () => {
  it('lists conversations newest first with their first question, and shows one in full', async () => {
    await saveExchange(db, 'older-session', 'Do you build in Hawaii?', {
      response: 'Yes, on every island.',
      answeredBy: 'built-in',
    });
    await saveExchange(db, 'older-session', 'And Oregon?', { response: 'Yes, Portland too.', answeredBy: 'model' });
    await saveExchange(db, 'newer-session', 'What are your hours?', {
      response: '9-4pm Monday to Friday.',
      answeredBy: 'built-in',
    });
    await env.DB.prepare(
      `update chat_conversations set updated_at = '2020-01-01T00:00:00.000Z' where id = 'older-session'`,
    ).run();

    const list = await json<AdminConversationSummary[]>(staff.call('/api/admin/conversations'));
    expect(list.map(({ id, messageCount, firstQuestion }) => ({ id, messageCount, firstQuestion }))).toEqual([
      { id: 'newer-session', messageCount: 2, firstQuestion: 'What are your hours?' },
      { id: 'older-session', messageCount: 4, firstQuestion: 'Do you build in Hawaii?' },
    ]);

    const full = await json<AdminConversation>(staff.call('/api/admin/conversations/older-session'));
    expect(full.messages.map(({ role, content, answeredBy }) => ({ role, content, answeredBy }))).toEqual([
      { role: 'user', content: 'Do you build in Hawaii?', answeredBy: undefined },
      { role: 'assistant', content: 'Yes, on every island.', answeredBy: 'built-in' },
      { role: 'user', content: 'And Oregon?', answeredBy: undefined },
      { role: 'assistant', content: 'Yes, Portland too.', answeredBy: 'model' },
    ]);
    expect(full.messages[0]?.at).toEqual(expect.any(String));
  });

  it('pages most recently active first, a bounded page at a time, and refuses a bad page or cursor', async () => {
    const activity = [
      ['c-2021', '2021-01-01T00:00:00.000Z'],
      ['c-2024-a', '2024-06-01T00:00:00.000Z'],
      ['c-2024-b', '2024-06-01T00:00:00.000Z'],
      ['c-2023', '2023-01-01T00:00:00.000Z'],
      ['c-2025', '2025-01-01T00:00:00.000Z'],
    ] as const;
    for (const [id, updatedAt] of activity) {
      await saveExchange(db, id, `Question from ${id}`, { response: 'Answer.', answeredBy: 'built-in' });
      await env.DB.prepare('update chat_conversations set updated_at = ? where id = ?').bind(updatedAt, id).run();
    }
    // Newest activity first; the same moment is ordered by id, so a page boundary there loses nothing.
    const expected = ['c-2025', 'c-2024-b', 'c-2024-a', 'c-2023', 'c-2021'];
    const first = await staff.call('/api/admin/conversations?limit=2');
    const firstPage = await json<AdminConversationSummary[]>(first);
    expect(firstPage.map((summary) => summary.id)).toEqual(['c-2025', 'c-2024-b']);
    expect(firstPage[0]?.firstQuestion).toBe('Question from c-2025');

    // A conversation that starts while staff read must not shift the pages already handed out.
    await saveExchange(db, 'c-new', 'Arrived meanwhile', { response: 'Answer.', answeredBy: 'built-in' });
    const walked = firstPage.map((summary) => summary.id);
    let url = nextOf(first);
    while (url) {
      const response: Response = await staff.call(url);
      const page = await json<AdminConversationSummary[]>(response);
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(2);
      walked.push(...page.map((summary) => summary.id));
      url = nextOf(response);
    }
    expect(walked).toEqual(expected);

    const everything = await json<AdminConversationSummary[]>(staff.call('/api/admin/conversations'));
    expect(everything.map((summary) => summary.id)).toEqual(['c-new', ...expected]);
    expect((await staff.call('/api/admin/conversations')).headers.get('link')).toBeNull();
    expect((await staff.call('/api/admin/conversations?limit=0')).status).toBe(400);
    expect((await staff.call(`/api/admin/conversations?limit=${maxPageSize + 1}`)).status).toBe(400);
    expect((await staff.call('/api/admin/conversations?cursor=%3Cscript%3E')).status).toBe(400);
  });

  it('answers an unknown conversation with 404', async () => {
    expect((await staff.call('/api/admin/conversations/nope')).status).toBe(404);
  });
});
