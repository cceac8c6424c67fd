import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { saveExchange } from '../../worker/services/chat/conversations';
import { staffSignedInBeforeEach } from './test/staff-routes';
import { conversationsLoader } from './conversations.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

describe('the Conversations tab, questions the assistant could not answer', () => {
  it('lists them most asked first, counting only the built-in fallback answers', async () => {
    const unknown: Parameters<typeof saveExchange>[3] = {
      response: "I'm not sure about that one.",
      answeredBy: 'built-in',
      kind: 'unknown',
    };
    await saveExchange(db, 'session-a', 'Do you hire out concrete mixers?', unknown);
    await saveExchange(db, 'session-b', 'do you hire out CONCRETE mixers', unknown);
    await saveExchange(db, 'session-c', 'Can you service my boat trailer?', unknown);
    await saveExchange(db, 'session-d', 'What are your hours?', {
      response: 'Monday to Friday.',
      answeredBy: 'built-in',
      kind: 'answer',
    });
    await saveExchange(db, 'session-e', 'Do you build canoes?', { ...unknown, answeredBy: 'model' });

    const answer = await staff.run(conversationsLoader, { path: '/admin/conversations' });
    expect(answer.status).toBe(200);
    // Other files' questions share the database (vitest.config.ts): only this test's are compared.
    const asked = new Set([
      'do you hire out concrete mixers',
      'can you service my boat trailer',
      'what are your hours',
      'do you build canoes',
    ]);
    const unanswered = answer.data.unanswered.filter(({ question }) => asked.has(question));
    expect(unanswered.map(({ question, count }) => ({ question, count }))).toEqual([
      { question: 'do you hire out concrete mixers', count: 2 },
      { question: 'can you service my boat trailer', count: 1 },
    ]);
  });
});
