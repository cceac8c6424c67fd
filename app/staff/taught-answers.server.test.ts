import { taughtAnswerMessages } from '@site/domain/assistant/taught';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '../../worker/db/client';
import { chatMessages, taughtAnswers } from '../../worker/db/schema';
import { answerChat, type TextModel } from '../../worker/services/chat/assistant';
import { fromClient, postJson } from '../../worker/test/requests';
import { refusedFields, staffSignedInBeforeEach } from './test/staff-routes';
import { conversationsAction, conversationsLoader } from './conversations.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

// The local D1 is the file's: each test starts from no taught answers.
beforeEach(async () => {
  await db.delete(taughtAnswers);
});

const path = '/admin/conversations';
const scaffolding = {
  question: 'Do you rent scaffolding?',
  answer: 'We do not rent scaffolding; our crews bring their own to every job.',
  href: '/#contact',
};

const ask = async (message: string, sessionId = crypto.randomUUID()) => {
  const response = await postJson(
    '/api/chat',
    { message, sessionId, conversationHistory: [] },
    fromClient('203.0.113.40'),
  );
  expect(response.status).toBe(200);
  return { sessionId, response: (await response.json<{ response: string }>()).response };
};

const teach = async (fields = scaffolding) => {
  const taught = await staff.run(conversationsAction, { path, body: { intent: 'teach', ...fields } });
  expect(taught.status).toBe(201);
  const row = await db.select().from(taughtAnswers).where(eq(taughtAnswers.question, fields.question)).get();
  if (!row) throw new Error('The taught answer was not stored');
  return row;
};

describe('staff teach the assistant from /admin/conversations (docs/product.md §8.6)', () => {
  it('stores an answer with who wrote it, lists it, and the very next chat message gets it and counts the use', async () => {
    const before = await ask('Can I rent scaffolding from you?');
    expect(before.response).not.toContain('crews bring their own');

    const row = await teach();
    expect(row).toMatchObject({
      ...scaffolding,
      uses: 0,
      createdBy: staff.member.email,
      updatedBy: staff.member.email,
    });
    expect(row.retiredAt).toBeNull();

    const after = await ask('Can I rent scaffolding from you?');
    expect(after.response).toBe('We do not rent scaffolding; our crews bring their own to every job (/#contact).');
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, after.sessionId)).all();
    expect(stored.at(-1)?.content).toBe(after.response);

    await ask('do you rent scafolding');
    const listed = await staff.run(conversationsLoader, { path });
    expect(listed.data.taught).toEqual([expect.objectContaining({ id: row.id, uses: 2 })]);
    expect(listed.data.sitePaths).toContain('/intake');
  });

  it('edits an answer from the version staff loaded, refuses a stale edit with 409, and retires it', async () => {
    const row = await teach();
    const edited = await staff.run(conversationsAction, {
      path,
      body: { intent: 'edit', id: row.id, updatedAt: row.updatedAt, ...scaffolding, answer: 'Ask our partners.' },
    });
    expect(edited).toMatchObject({ status: 200, data: { ok: true, message: taughtAnswerMessages.edited } });
    expect((await ask('do you rent scaffolding')).response).toBe('Ask our partners (/#contact).');

    const stale = await staff.run(conversationsAction, {
      path,
      body: { intent: 'retire', id: row.id, updatedAt: row.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, current: { answer: 'Ask our partners.' } });

    const current = await db.select().from(taughtAnswers).where(eq(taughtAnswers.id, row.id)).get();
    const retired = await staff.run(conversationsAction, {
      path,
      body: { intent: 'retire', id: row.id, updatedAt: current?.updatedAt ?? '' },
    });
    expect(retired).toMatchObject({ status: 200, data: { ok: true, message: taughtAnswerMessages.retired } });
    const after = await db.select().from(taughtAnswers).where(eq(taughtAnswers.id, row.id)).get();
    expect(after?.retiredAt).toEqual(expect.any(String));
    expect(after?.updatedBy).toBe(staff.member.email);
    expect((await ask('do you rent scaffolding')).response).not.toContain('Ask our partners');

    const missing = await staff.run(conversationsAction, {
      path,
      body: { intent: 'retire', id: 'no-such-answer', updatedAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(missing).toMatchObject({ status: 404, data: { message: taughtAnswerMessages.missing } });
  });

  it('refuses links to other sites, pages that do not exist and markup with 400 and a message per field, storing nothing', async () => {
    const refused = await staff.run(conversationsAction, {
      path,
      body: { intent: 'teach', question: ' ', answer: 'See https://rentals.example', href: '/no-such-page' },
    });
    expect(refused.status).toBe(400);
    expect(refusedFields(refused.data)).toEqual(['answer', 'href', 'question']);
    expect(refused.data).toMatchObject({
      fieldErrors: {
        question: taughtAnswerMessages.question,
        answer: taughtAnswerMessages.otherSite,
        href: taughtAnswerMessages.href,
      },
    });
    const markup = await staff.run(conversationsAction, {
      path,
      body: { intent: 'teach', ...scaffolding, answer: '<b>No</b>' },
    });
    expect(markup).toMatchObject({ status: 400, data: { fieldErrors: { answer: taughtAnswerMessages.markup } } });
    expect(await db.select().from(taughtAnswers).all()).toEqual([]);
  });

  it('never lets a taught answer replace prices, licences, hours or the emergency path', async () => {
    const questions = {
      price: 'How much for a 2000 sq ft office in Oregon?',
      licence: 'What is your Oregon license number?',
      hours: 'What are your office hours?',
      emergency: 'Our roof is leaking after the storm',
    };
    const untaught = Object.fromEntries(
      await Promise.all(
        Object.entries(questions).map(async ([key, question]) => [key, (await ask(question)).response]),
      ),
    );
    for (const question of Object.values(questions)) {
      await teach({ question, answer: 'Staff say otherwise.', href: '/intake' });
    }
    for (const [key, question] of Object.entries(questions)) {
      const { response } = await ask(question);
      expect(response).toBe(untaught[key]);
      expect(response).not.toContain('Staff say otherwise');
    }
    expect(untaught.licence).toContain('250931');
    const uses = await db.select({ uses: taughtAnswers.uses }).from(taughtAnswers).all();
    expect(uses.map((row) => row.uses)).toEqual([0, 0, 0, 0]);
  });
});

describe('a taught answer with a model configured', () => {
  it('is given as staff wrote it, never handed to the model', async () => {
    const run = vi.fn<TextModel['run']>(async () => ({ response: 'A model answer.' }));
    const taught = [{ id: 't1', question: scaffolding.question, answer: scaffolding.answer, href: scaffolding.href }];
    const answer = await answerChat('do you rent scaffolding', [], { binding: { run }, name: 'test-model' }, taught);
    expect(answer).toMatchObject({ answeredBy: 'built-in', sources: ['taught:t1'] });
    expect(answer.response).toContain(scaffolding.answer.replace(/\.$/, ''));
    expect(run).not.toHaveBeenCalled();
    expect(
      (await answerChat('do you rent cranes', [], { binding: { run }, name: 'test-model' }, taught)).answeredBy,
    ).toBe('model');
  });
});
