import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { chatUnansweredQuestions } from '../../db/schema';
import { fromClient, postJson } from '../../test/requests';
import { mostFrequentUnanswered } from './unanswered-questions';

const db = database(env.DB);

const ask = (message: string, address: string) =>
  postJson('/api/chat', { message, conversationHistory: [] }, fromClient(address));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('questions the assistant could not answer', () => {
  it('are counted by their normalised text, most asked first; answered questions are not counted', async () => {
    expect((await ask('Do you build treehouses?', '203.0.113.31')).status).toBe(200);
    await ask('do you build  TREEHOUSES', '203.0.113.32');
    await ask('Can you fix my car?', '203.0.113.33');
    await ask('What is your Oregon license number?', '203.0.113.34');

    // Other files' questions share the database (vitest.config.ts): only this test's are compared.
    const asked = new Set(['do you build treehouses', 'can you fix my car', 'what is your oregon license number']);
    const list = (await mostFrequentUnanswered(db)).filter(({ question }) => asked.has(question));
    expect(list.map(({ question, count }) => ({ question, count }))).toEqual([
      { question: 'do you build treehouses', count: 2 },
      { question: 'can you fix my car', count: 1 },
    ]);
    expect(list[0]?.lastAsked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sums the days of the last 30 days only', async () => {
    await db.insert(chatUnansweredQuestions).values([
      { question: 'do you build boats', day: daysAgo(3), count: 4 },
      { question: 'do you build boats', day: daysAgo(20), count: 5 },
      { question: 'do you build boats', day: daysAgo(45), count: 50 },
      { question: 'do you rent cranes', day: daysAgo(40), count: 7 },
    ]);
    const list = await mostFrequentUnanswered(db);
    expect(list.find((entry) => entry.question === 'do you build boats')).toEqual({
      question: 'do you build boats',
      count: 9,
      lastAsked: daysAgo(3),
    });
    expect(list.some((entry) => entry.question === 'do you rent cranes')).toBe(false);
  });
});
