import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bidMessages } from '../lead-forms/bid';
import { contactMessages } from '../lead-forms/contact';
import { formExamples, requiredFieldMessages } from './form-examples';
import { honeypotField } from './honeypot';
import { leadForms, type LeadFormSource } from '../leads/leads';
import { ndaMessages } from '../partners/nda';
import { ndaAccessSchema } from '../partners/nda-schema';
import { partnerMessages } from '../lead-forms/partner';
import { fieldErrorsOf } from './validation';

interface FormCase {
  schema: z.ZodType;
  example: Record<string, unknown>;
  /** Every required field and the form's message when it is missing. */
  required: Record<string, string>;
}

/** Every required field of each public form and its message when missing. */
const requiredOf: Record<LeadFormSource, Record<string, string>> = {
  intake: requiredFieldMessages.intake,
  contact: contactMessages,
  calculator: requiredFieldMessages.calculator,
  partner: partnerMessages,
  emergency: requiredFieldMessages.emergency,
  bid: bidMessages,
};

/** The public forms as the registry loads them for the Worker and the browser, and the NDA access form. */
const forms: Record<string, FormCase> = Object.fromEntries([
  ...(await Promise.all(
    leadForms.map(async (form) => [
      form.source,
      { schema: await form.schema(), example: formExamples[form.source], required: requiredOf[form.source] },
    ]),
  )),
  ['nda', { schema: ndaAccessSchema, example: formExamples.nda, required: ndaMessages }],
]);

const errorsFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const without = (input: Record<string, unknown>, field: string) => {
  const { [field]: _removed, ...rest } = input;
  return rest;
};

describe.each(Object.entries(forms))('the %s form schema', (_name, { schema, example, required }) => {
  it('accepts the example and drops fields it does not know', () => {
    const parsed = schema.parse({ ...example, unexpected: 'dropped' });
    expect(parsed).not.toHaveProperty('unexpected');
  });

  it('reads its own output the same way, so the browser can send what it validated', () => {
    const once = schema.parse(example);
    expect(schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it.each(Object.entries(required))('answers a missing %s with "%s"', (field, message) => {
    expect(errorsFor(schema, without(example, field))).toEqual({ [field]: message });
  });

  it('answers an empty form with every required message at once', () => {
    expect(errorsFor(schema, {})).toEqual(required);
  });

  it('keeps a filled honeypot so the server can see it, and drops a blank one', () => {
    expect(schema.parse({ ...example, [honeypotField]: 'http://spam.example' })).toHaveProperty(
      honeypotField,
      'http://spam.example',
    );
    expect(schema.parse({ ...example, [honeypotField]: '  ' })).toMatchObject({ [honeypotField]: undefined });
  });

  it('caps every free-text field', () => {
    const freeText = Object.keys(example).filter(
      (field) => schema.safeParse({ ...example, [field]: 'Any words' }).success,
    );
    expect(freeText.length).toBeGreaterThan(0);
    const answers = Object.fromEntries(
      freeText.map((field) => [field, errorsFor(schema, { ...example, [field]: 'x'.repeat(5001) })[field]]),
    );
    expect(answers).toEqual(
      Object.fromEntries(freeText.map((field) => [field, expect.stringMatching(/^Must be at most \d+ characters$/)])),
    );
  });
});
