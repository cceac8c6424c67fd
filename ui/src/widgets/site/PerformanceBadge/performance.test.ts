import { describe, expect, it } from 'vitest';
import { gradeFor } from './performance';

describe('gradeFor (docs/product.md §4.3)', () => {
  it.each([
    [0, 'A'],
    [999, 'A'],
    [1000, 'B'],
    [1999, 'B'],
    [2000, 'C'],
    [2999, 'C'],
    [3000, 'D'],
    [12_000, 'D'],
  ] as const)('%i ms -> %s', (ms, grade) => expect(gradeFor(ms)).toBe(grade));
});
