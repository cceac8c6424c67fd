import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeError, failureOf, fallbackErrorDescription } from './errors';
import { fieldErrorsOf } from './validation';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return fieldErrorsOf(result.error);
};

describe('fieldErrorsOf', () => {
  it('keeps the first message per top-level field', () => {
    const schema = z.object({
      code: z.string().min(3, { error: 'Too short' }).regex(/^\d+$/, { error: 'Digits only' }),
    });
    expect(issuesOf(schema, { code: 'a' })).toEqual({ code: 'Too short' });
  });

  it('files issues about the whole input under "form"', () => {
    const schema = z.object({}).refine(() => false, { error: 'Whole form is wrong' });
    expect(issuesOf(schema, {})).toEqual({ form: 'Whole form is wrong' });
  });
});

describe('failureOf (field errors)', () => {
  it('reads field errors carried by a failed request', () => {
    expect(
      failureOf(Object.assign(new Error('400'), { fieldErrors: { email: 'Valid email is required' } })).fieldErrors,
    ).toEqual({
      email: 'Valid email is required',
    });
  });

  it('ignores anything else', () => {
    expect(failureOf(new Error('boom')).fieldErrors).toBeUndefined();
    expect(failureOf(null).fieldErrors).toBeUndefined();
    expect(failureOf({ fieldErrors: 'not an object' }).fieldErrors).toBeUndefined();
  });
});

describe('describeError (failure toast descriptions)', () => {
  it("prefers the server's own sentence, then the error message, then the fallback", () => {
    expect(describeError(Object.assign(new Error('400: {...}'), { serverMessage: 'Please correct the fields.' }))).toBe(
      'Please correct the fields.',
    );
    expect(describeError(new Error('503: Service Unavailable'))).toBe('503: Service Unavailable');
    expect(describeError(new Error(''))).toBe(fallbackErrorDescription);
    expect(describeError('a string')).toBe('Please try again later.');
  });
});
