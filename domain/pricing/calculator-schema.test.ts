import { describe, expect, it } from 'vitest';
import { calculatorLeadSchema } from './calculator-schema';
import { maxSquareFootage } from './calculator';
import { formExamples } from '../forms/form-examples';

const messagesFor = (input: Record<string, unknown>) => {
  const result = calculatorLeadSchema.safeParse({ ...formExamples.calculator, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

// Checks beyond the calculator's missing-field toasts, kept on purpose (docs/product.md §7.5, docs/decisions/073).
describe('the calculator lead', () => {
  it('needs an e-mail address that can receive the estimate', () => {
    expect(messagesFor({ email: 'noelani at example' })).toEqual([
      'email: Please provide your email to receive detailed estimate.',
    ]);
    expect(messagesFor({ email: 'noelani@example.com' })).toEqual([]);
  });

  it('takes square footage above 0 and up to the largest project the instant estimate prices', () => {
    expect(messagesFor({ squareFootage: '0' })).toEqual(['squareFootage: Square footage must be more than 0']);
    expect(messagesFor({ squareFootage: String(maxSquareFootage + 1) })).toEqual([
      'squareFootage: Square footage must be at most 10,000,000',
    ]);
    expect(messagesFor({ squareFootage: '10,000,000' })).toEqual([]);
    expect(messagesFor({ squareFootage: '2,500' })).toEqual([]);
  });
});
