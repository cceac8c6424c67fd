import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import checkpoints from './eval/held-out.checkpoints.json';
import { checkpointProblem, evaluate, parseCases, rate, scoreLine, type EvalCase, type Score } from './eval/evaluate';

/**
 * The assistant's two frozen evaluation sets (docs/product.md §8.5, docs/decisions/086). The tuning set is
 * what the matcher is changed against, and its misses are printed. The held-out set is written by people who
 * never see the matcher or the tuning set; only its counts and rates are printed, never its questions, and
 * it may only grow (new questions, e.g. from the unanswered list; docs/recipes/grow-the-assistant-evaluation.md).
 */
const folder = path.join(import.meta.dirname, 'eval');
const tuningFile = path.join(folder, 'tuning.jsonl');
const heldOutFile = path.join(folder, 'held-out.jsonl');

/** Each part needs this many cases of each kind for its rates to mean something. */
const minimumPerKind = 300;
/** What the held-out part must score as a whole (docs/product.md §8.5): printed beside its score, and held. */
const target = { factAccuracy: 0.9, emergencyRecall: 0.99, falseAlarms: 0.02 };
/**
 * The best each frozen stretch of the held-out part has scored, rounded (docs/benchmarks.md, the assistant's
 * evaluation): the test fails below it, so the assistant never gets worse on questions nobody tuned against.
 * Each checkpoint's stretch (its first `lines` lines) keeps its own floor: new questions, scored once before they
 * are appended, add a floor of their own and never lower an earlier one. Raise a figure as the assistant gets
 * closer to the target; never lower one.
 */
const floors = [
  { lines: 1035, factAccuracy: 0.93, emergencyRecall: 0.99, falseAlarms: 0.01 },
  { lines: 1355, factAccuracy: 0.93, emergencyRecall: 0.99, falseAlarms: 0.01 },
  { lines: 1835, factAccuracy: 0.92, emergencyRecall: 0.99, falseAlarms: 0.01 },
  { lines: 2035, factAccuracy: 0.92, emergencyRecall: 0.99, falseAlarms: 0.01 },
  { lines: 2235, factAccuracy: 0.93, emergencyRecall: 0.99, falseAlarms: 0.01 },
  { lines: 2315, factAccuracy: 0.9, emergencyRecall: 0.99, falseAlarms: 0.01 },
];

/**
 * Scoring answers every line, about a millisecond each: thousands of lines outlast the default five seconds,
 * and more so on a busy machine. A limit, not a speed test (the answer time is benched).
 */
const scoringTimeout = 60_000;

const counts = (cases: EvalCase[]) => ({
  fact: cases.filter((testCase) => testCase.kind === 'fact').length,
  emergency: cases.filter((testCase) => testCase.kind === 'emergency').length,
  ordinary: cases.filter((testCase) => testCase.kind === 'ordinary').length,
});

const printed: string[] = [];
afterAll(() => {
  for (const line of printed) console.log(line);
});

describe('the assistant on the tuning set', { timeout: scoringTimeout }, () => {
  const cases = parseCases(readFileSync(tuningFile, 'utf8'));

  it(`has at least ${minimumPerKind} fact, emergency and ordinary cases`, () => {
    const { fact, emergency, ordinary } = counts(cases);
    expect(Math.min(fact, emergency, ordinary)).toBeGreaterThanOrEqual(minimumPerKind);
  });

  it('is scored, with its misses listed', () => {
    const score = evaluate(cases);
    printed.push(scoreLine('tuning', score), ...score.misses.map((miss) => `  missed: ${miss}`));
    expect(score.facts.total + score.emergencies.total + score.falseAlarms.total).toBe(cases.length);
  });
});

describe('the assistant on the held-out set', { timeout: scoringTimeout }, () => {
  it('is present', () => {
    expect(existsSync(heldOutFile), `${heldOutFile} is missing`).toBe(true);
  });

  const text = existsSync(heldOutFile) ? readFileSync(heldOutFile, 'utf8') : '';
  const cases = text ? parseCases(text) : [];
  let score: Score | undefined;
  const held = () => (score ??= evaluate(cases));

  it('is only ever appended to', () => {
    expect(checkpointProblem(text, checkpoints)).toBeUndefined();
  });

  it(`has at least ${minimumPerKind} fact, emergency and ordinary cases`, () => {
    const { fact, emergency, ordinary } = counts(cases);
    expect(Math.min(fact, emergency, ordinary)).toBeGreaterThanOrEqual(minimumPerKind);
  });

  it('has a floor for every checkpoint', () => {
    expect(floors.map((floor) => floor.lines)).toEqual(checkpoints.map((checkpoint) => checkpoint.lines));
  });

  // Counts and rates only: printing a held-out question would let it be tuned against.
  it('meets the target as a whole', () => {
    printed.push(
      scoreLine('held-out', held()),
      `  target: fact accuracy ${target.factAccuracy * 100} %, emergency recall ${target.emergencyRecall * 100} %, false alarms at most ${target.falseAlarms * 100} %`,
    );
    expect(held().facts.total + held().emergencies.total + held().falseAlarms.total).toBe(cases.length);
    expect(rate(held().facts)).toBeGreaterThanOrEqual(target.factAccuracy);
    expect(rate(held().emergencies)).toBeGreaterThanOrEqual(target.emergencyRecall);
    expect(rate(held().falseAlarms)).toBeLessThanOrEqual(target.falseAlarms);
  });

  describe.each(floors)('its first $lines lines', (floor) => {
    let stretch: Score | undefined;
    const scored = () => (stretch ??= evaluate(cases.slice(0, floor.lines)));

    it(`answer at least ${floor.factAccuracy * 100} % of their fact questions with the right facts`, () => {
      printed.push(scoreLine(`held-out, first ${floor.lines} lines`, scored()));
      expect(rate(scored().facts)).toBeGreaterThanOrEqual(floor.factAccuracy);
    });

    it(`send at least ${floor.emergencyRecall * 100} % of their emergencies to the 24-hour path`, () => {
      expect(rate(scored().emergencies)).toBeGreaterThanOrEqual(floor.emergencyRecall);
    });

    it(`raise a false alarm on at most ${floor.falseAlarms * 100} % of their ordinary questions`, () => {
      expect(rate(scored().falseAlarms)).toBeLessThanOrEqual(floor.falseAlarms);
    });
  });
});
