import { describe, expect, it } from 'vitest';
import learned from './learned-questions.generated.json';
import { neighbourVotes } from './retrieval';

const learnedPairs = Object.entries(learned.questions).flatMap(([passage, questions]) =>
  questions.map((question) => ({ passage, question })),
);

describe('the nearest tuning questions (docs/decisions/105)', () => {
  it('give a question the tuning set asked a whole vote for the passage that answered it', () => {
    const sample = learnedPairs.filter((_, position) => position % 97 === 0);
    expect(sample.length).toBeGreaterThan(20);
    const missing = sample.filter(({ passage, question }) => (neighbourVotes(question).get(passage) ?? 0) < 1);
    expect(missing).toEqual([]);
  });

  it('give nothing to a question that shares no word with any of them', () => {
    expect(neighbourVotes('zxqv wvut').size).toBe(0);
  });
});
