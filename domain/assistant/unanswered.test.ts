import { describe, expect, it } from 'vitest';
import { normaliseQuestion, unansweredQuestionMaxLength } from './unanswered';

describe('normaliseQuestion', () => {
  it('makes one question of its spellings', () => {
    expect(normaliseQuestion('  Do you sell LUMBER?? ')).toBe('do you sell lumber');
    expect(normaliseQuestion('do you  sell lumber')).toBe('do you sell lumber');
    expect(normaliseQuestion('¿Venden maderá, señor?')).toBe('venden maderá señor');
  });

  it('keeps at most the stored length', () => {
    expect(normaliseQuestion('why '.repeat(100)).length).toBeLessThanOrEqual(unansweredQuestionMaxLength);
  });
});
