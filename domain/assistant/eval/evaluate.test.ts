import { describe, expect, it } from 'vitest';
import { checkpointOf, checkpointProblem, evaluate, parseCases } from './evaluate';

const lines = (...cases: object[]) => cases.map((testCase) => `${JSON.stringify(testCase)}\n`).join('');
const first = { kind: 'emergency', question: 'our basement is flooding' };
const second = { kind: 'ordinary', question: 'do you build fire rated party walls' };
const third = { kind: 'fact', question: 'What is your California license number?', mustContain: ['521142'] };

describe('the held-out set may only grow', () => {
  const frozen = lines(first, second);
  const checkpoints = [checkpointOf(frozen, 2)];

  it('accepts the frozen lines as they are', () => expect(checkpointProblem(frozen, checkpoints)).toBeUndefined());

  it('asks for a checkpoint when lines are appended, and accepts them with one', () => {
    const grown = frozen + lines(third);
    expect(checkpointProblem(grown, checkpoints)).toMatch(/lines 3-3 are not frozen yet/);
    expect(checkpointProblem(grown, [...checkpoints, checkpointOf(grown, 3)])).toBeUndefined();
  });

  it('refuses an edited, removed or reordered line', () => {
    const edited = lines(first, { ...second, question: 'do you build fire rated walls' });
    expect(checkpointProblem(edited, checkpoints)).toMatch(/first 2 lines were edited/);
    expect(checkpointProblem(lines(first), checkpoints)).toMatch(/fewer than a checkpoint's 2/);
    expect(checkpointProblem(lines(second, first), checkpoints)).toMatch(/edited/);
  });
});

describe('evaluate', () => {
  it('scores each kind of case, counting an ordinary question sent to the emergency path as a false alarm', () => {
    const score = evaluate(
      parseCases(
        lines(
          first,
          second,
          third,
          { kind: 'ordinary', question: 'the ceiling fell in' },
          { ...third, mustContain: ['999'] },
        ),
      ),
    );
    expect(score.facts).toEqual({ passed: 1, total: 2 });
    expect(score.emergencies).toEqual({ passed: 1, total: 1 });
    expect(score.falseAlarms).toEqual({ passed: 1, total: 2 });
    expect(score.misses).toHaveLength(2);
  });

  it('refuses a malformed case with its line number', () => {
    expect(() => parseCases(lines(first, { kind: 'fact', question: 'no facts' }))).toThrow(/line 2/);
  });
});
