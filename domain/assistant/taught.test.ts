import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../forms/validation';
import { answerQuestion } from './assistant';
import { pickTaughtAnswer, taughtAnswerMessages, taughtAnswerSchema, taughtIdOf, type TaughtAnswer } from './taught';

const scaffolding: TaughtAnswer = {
  id: 'scaffolding',
  question: 'Do you rent scaffolding?',
  answer: 'We do not rent scaffolding, but our crews bring their own on every job.',
  href: '/intake',
};
const parking: TaughtAnswer = {
  id: 'parking',
  question: 'Is there parking at your office?',
  answer: 'Yes, visitors park in front of the Concord office.',
  href: '/#contact',
};

const schema = taughtAnswerSchema(['/', '/intake', '/partners', '/cost-plus-advantage']);
const teach = (fields: Partial<{ question: string; answer: string; href: string }>) =>
  schema.safeParse({
    intent: 'teach',
    question: 'Do you rent scaffolding?',
    answer: 'No.',
    href: '/intake',
    ...fields,
  });
const fieldsRefused = (fields: Parameters<typeof teach>[0]) => {
  const parsed = teach(fields);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the taught answers schema, shared by the editor and the action', () => {
  it('takes a question, a plain answer and a page of the site with or without a section', () => {
    expect(teach({}).success).toBe(true);
    expect(teach({ href: '/partners#emergency' }).success).toBe(true);
    expect(teach({ href: '/#contact', answer: 'See /cost-plus-advantage for the fee.' }).success).toBe(true);
  });

  it('refuses links to other sites, pages that do not exist and markup, each with its field message', () => {
    expect(fieldsRefused({ href: 'https://example.com' })).toEqual({ href: taughtAnswerMessages.href });
    expect(fieldsRefused({ href: '/no-such-page' })).toEqual({ href: taughtAnswerMessages.href });
    expect(fieldsRefused({ href: '//evil.example' })).toEqual({ href: taughtAnswerMessages.href });
    expect(fieldsRefused({ answer: 'Rent it at www.rentals.example' })).toEqual({
      answer: taughtAnswerMessages.otherSite,
    });
    expect(fieldsRefused({ answer: 'See https://rentals.example/x' })).toEqual({
      answer: taughtAnswerMessages.otherSite,
    });
    expect(fieldsRefused({ answer: 'Try scaffold-rentals.com' })).toEqual({ answer: taughtAnswerMessages.otherSite });
    expect(fieldsRefused({ answer: '<a href="/intake">here</a>' })).toEqual({ answer: taughtAnswerMessages.markup });
    expect(fieldsRefused({ answer: 'Read [this](/intake)' })).toEqual({ answer: taughtAnswerMessages.markup });
    expect(fieldsRefused({ answer: 'See /secret-page for more.' })).toEqual({
      answer: taughtAnswerMessages.notAPage('/secret-page'),
    });
    expect(fieldsRefused({ question: ' ', answer: 'x'.repeat(401) })).toEqual({
      question: taughtAnswerMessages.question,
      answer: taughtAnswerMessages.answerLength,
    });
  });
});

describe('picking the taught answer for a message', () => {
  it('matches the question in other words: plurals, typos, extra words', () => {
    expect(pickTaughtAnswer('can I rent scaffolds from you', [scaffolding, parking])?.id).toBe('scaffolding');
    expect(pickTaughtAnswer('do u rent scafolding for a deck job', [scaffolding, parking])?.id).toBe('scaffolding');
    expect(pickTaughtAnswer('where do visitors park at the office', [scaffolding, parking])?.id).toBe('parking');
  });

  it('gives nothing when the message asks about something else or only part of it', () => {
    expect(pickTaughtAnswer('do you rent cranes', [scaffolding, parking])).toBeUndefined();
    expect(pickTaughtAnswer('tell me about your office in Concord and its history', [parking])).toBeUndefined();
    expect(pickTaughtAnswer('hello there', [scaffolding])).toBeUndefined();
  });
});

describe('the assistant with taught answers', () => {
  it('gives the taught answer with its page, naming it in the sources', () => {
    const reply = answerQuestion('Do you rent scaffolding?', [], [scaffolding]);
    expect(reply).toEqual({
      kind: 'answer',
      sources: ['taught:scaffolding'],
      response: 'We do not rent scaffolding, but our crews bring their own on every job (/intake).',
    });
    expect(taughtIdOf(reply.sources)).toBe('scaffolding');
  });

  it('never lets a taught answer replace prices, licences, hours or the emergency path', () => {
    const taught = [
      { id: 'p', question: 'how much does a 2000 sq ft office in Oregon cost', answer: 'Free!', href: '/intake' },
      { id: 'l', question: 'what is your Oregon license number', answer: 'We have none.', href: '/intake' },
      { id: 'h', question: 'what are your office hours', answer: 'Never open.', href: '/intake' },
      { id: 'e', question: 'water is pouring through my ceiling flood', answer: 'Wait a week.', href: '/intake' },
      { id: 'c', question: 'what is your contractor number in oregon', answer: 'None.', href: '/intake' },
    ];
    for (const question of taught.map((entry) => entry.question)) {
      expect(answerQuestion(question, [], taught).sources.some((source) => source.startsWith('taught:'))).toBe(false);
      expect(answerQuestion(question, [], taught)).toEqual(answerQuestion(question));
    }
    expect(answerQuestion('what is your oregon license number', [], taught).response).toContain('250931');
  });
});
