import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeError, fallbackErrorDescription } from './errors';
import { fieldErrorsFrom, fieldErrorsOf } from './validation';

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

describe('fieldErrorsFrom', () => {
  it('reads field errors carried by a failed request', () => {
    expect(
      fieldErrorsFrom(Object.assign(new Error('400'), { fieldErrors: { email: 'Valid email is required' } })),
    ).toEqual({
      email: 'Valid email is required',
    });
  });

  it('ignores anything else', () => {
    expect(fieldErrorsFrom(new Error('boom'))).toBeUndefined();
    expect(fieldErrorsFrom(null)).toBeUndefined();
    expect(fieldErrorsFrom({ fieldErrors: 'not an object' })).toBeUndefined();
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
