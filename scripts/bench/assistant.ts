import { answerQuestion } from '@site/domain/assistant/assistant';

/**
 * `npm run bench -- assistant`: the assistant's answer time, the work the Worker does per chat message
 * (docs/product.md §8.2, §8.4), as the median and 95th percentile over a mix of questions, after one warm-up
 * answer builds the index. Deterministic input; the figures go to docs/benchmarks.md by hand.
 */
const questions = [
  'Do you build custom homes on Maui?',
  'can you send someone to look at a cracked foundation in Hilo',
  'who is your architect',
  'do you do tenant improvements for medical offices',
  'How much for a 3,000 sq ft luxury restaurant in Los Angeles on a rush schedule?',
  'what are your office hours and do you have a warranty',
  'panelised framming benifits',
  'oregon subdivision concept status',
  'do you sell lumber to the public',
  'our basement is flooding',
  'a tree in the back yard just fell right onto the garage',
  'do you build fire rated party walls',
  "i'm a sub, how do i get on your list",
  'what is the site index page for',
];

export function measureAssistant(rounds = 50): { median: number; p95: number; coldStart: number } {
  const start = performance.now();
  answerQuestion('warm up');
  const coldStart = performance.now() - start;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const question of questions) {
      const before = performance.now();
      answerQuestion(question);
      times.push(performance.now() - before);
    }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { median: at(0.5), p95: at(0.95), coldStart };
}
