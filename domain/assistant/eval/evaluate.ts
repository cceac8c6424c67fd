import { createHash } from 'node:crypto';
import { z } from '../../forms/zod';
import { answerQuestion } from '../assistant';
import type { ChatTurn } from '../chat';

/**
 * The assistant's evaluation (docs/product.md §8.5, docs/decisions/086): questions as visitors type them, one
 * JSON object a line. A fact case passes when the reply carries every `mustContain` text and none of
 * `mustNotContain` (case-insensitive); an emergency case when the reply is the 24-hour path; an ordinary
 * case when it is not.
 */
export const evalCase = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fact'),
    question: z.string().min(1),
    mustContain: z.array(z.string()),
    mustNotContain: z.array(z.string()).optional(),
    /** Earlier user questions, oldest first; the assistant's replies to them are filled in. */
    before: z.array(z.string()).optional(),
  }),
  z.object({ kind: z.literal('emergency'), question: z.string().min(1) }),
  z.object({ kind: z.literal('ordinary'), question: z.string().min(1) }),
]);
export type EvalCase = z.infer<typeof evalCase>;

/** The lines of a JSON Lines file, without the trailing empty one. */
export const linesOf = (text: string) =>
  text.split('\n').filter((line, index, all) => line !== '' || index < all.length - 1);

export function parseCases(text: string): EvalCase[] {
  return linesOf(text).map((line, index) => {
    const parsed = evalCase.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
}

const historyFor = (before: string[] = []): ChatTurn[] =>
  before.flatMap((question, index) => {
    const earlier = before.slice(0, index).map((content) => ({ role: 'user' as const, content }));
    return [
      { role: 'user' as const, content: question },
      { role: 'assistant' as const, content: answerQuestion(question, earlier).response },
    ];
  });

function passes(testCase: EvalCase): { passed: boolean; reply: string } {
  const reply = answerQuestion(testCase.question, testCase.kind === 'fact' ? historyFor(testCase.before) : []);
  if (testCase.kind === 'emergency') return { passed: reply.kind === 'emergency', reply: reply.response };
  if (testCase.kind === 'ordinary') return { passed: reply.kind !== 'emergency', reply: reply.response };
  const text = reply.response.toLowerCase();
  return {
    passed:
      testCase.mustContain.every((fact) => text.includes(fact.toLowerCase())) &&
      (testCase.mustNotContain ?? []).every((fact) => !text.includes(fact.toLowerCase())),
    reply: reply.response,
  };
}

export interface Tally {
  passed: number;
  total: number;
}

export interface Score {
  facts: Tally;
  /** Emergencies sent to the 24-hour path. */
  emergencies: Tally;
  /** Ordinary questions sent to the 24-hour path: `passed` counts the false alarms. */
  falseAlarms: Tally;
  /** The cases that failed, with the start of the reply. */
  misses: string[];
}

export function evaluate(cases: readonly EvalCase[]): Score {
  const score: Score = {
    facts: { passed: 0, total: 0 },
    emergencies: { passed: 0, total: 0 },
    falseAlarms: { passed: 0, total: 0 },
    misses: [],
  };
  for (const testCase of cases) {
    const { passed, reply } = passes(testCase);
    const tally =
      testCase.kind === 'fact' ? score.facts : testCase.kind === 'emergency' ? score.emergencies : score.falseAlarms;
    tally.total += 1;
    if (testCase.kind === 'ordinary') tally.passed += passed ? 0 : 1;
    else tally.passed += passed ? 1 : 0;
    if (!passed) score.misses.push(`[${testCase.kind}] ${testCase.question} -> ${reply.slice(0, 160)}`);
  }
  return score;
}

export const rate = ({ passed, total }: Tally) => (total === 0 ? 0 : passed / total);

const percent = (tally: Tally) => `${(rate(tally) * 100).toFixed(1)} % (${tally.passed}/${tally.total})`;

/** A part's scores as counts and rates only: what may be printed of the held-out part. */
export const scoreLine = (part: string, score: Score) =>
  `Assistant evaluation, ${part}: fact accuracy ${percent(score.facts)}, emergency recall ${percent(score.emergencies)}, emergency false alarms ${percent(score.falseAlarms)}`;

/**
 * The held-out set may only grow: each checkpoint is the SHA-256 of the file's first `lines` lines (each
 * followed by a newline), and the last checkpoint must cover the whole file.
 */
export interface Checkpoint {
  lines: number;
  sha256: string;
}

export const checkpointOf = (text: string, lines: number): Checkpoint => ({
  lines,
  sha256: createHash('sha256')
    .update(
      linesOf(text)
        .slice(0, lines)
        .map((line) => `${line}\n`)
        .join(''),
    )
    .digest('hex'),
});

/** Why the frozen lines are not what the checkpoints froze, or undefined when they are. */
export function editedProblem(text: string, checkpoints: readonly Checkpoint[]): string | undefined {
  const total = linesOf(text).length;
  for (const checkpoint of checkpoints) {
    if (checkpoint.lines > total) return `the file has ${total} lines, fewer than a checkpoint's ${checkpoint.lines}`;
    if (checkpointOf(text, checkpoint.lines).sha256 !== checkpoint.sha256)
      return `its first ${checkpoint.lines} lines were edited since they were frozen`;
  }
  return undefined;
}

/** Why the file is not exactly the frozen set the checkpoints describe, or undefined when it is. */
export function checkpointProblem(text: string, checkpoints: readonly Checkpoint[]): string | undefined {
  const edited = editedProblem(text, checkpoints);
  if (edited) return edited;
  const total = linesOf(text).length;
  const last = checkpoints.at(-1)?.lines ?? 0;
  return last === total
    ? undefined
    : `lines ${last + 1}-${total} are not frozen yet: run npm run assistant:held-out-checkpoint`;
}

export interface EmergencyExample {
  text: string;
  emergency: boolean;
}

/** The emergencies and ordinary questions of a set, in file order: what the learned emergency reading learns from. */
export const emergencyExamples = (text: string): EmergencyExample[] =>
  parseCases(text).flatMap((testCase) =>
    testCase.kind === 'fact' ? [] : [{ text: testCase.question, emergency: testCase.kind === 'emergency' }],
  );
