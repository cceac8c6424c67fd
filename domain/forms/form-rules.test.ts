import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bidSchema } from '../lead-forms/bid-schema';
import { emergencySchema } from '../lead-forms/emergency-schema';
import { formExamples } from './form-examples';
import { honeypotField, isHoneypotFilled } from './honeypot';
import { intakeSchema } from '../lead-forms/intake-schema';
import { normaliseAccessCode } from '../partners/nda';
import { ndaAccessSchema } from '../partners/nda-schema';
import { partnerSchema } from '../lead-forms/partner-schema';
import { fieldErrorsOf } from './validation';

const errorsFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('intake rules (docs/product.md §7.6)', () => {
  it('takes the project size as numeric text, thousands commas included', () => {
    expect(intakeSchema.parse({ ...formExamples.intake, projectSize: ' 12,500 ' }).projectSize).toBe('12,500');
    expect(intakeSchema.parse({ ...formExamples.intake, projectSize: '' }).projectSize).toBeUndefined();
    expect(errorsFor(intakeSchema, { ...formExamples.intake, projectSize: 'big' })).toEqual({
      projectSize: 'Project size must be a number of square feet',
    });
    expect(errorsFor(intakeSchema, { ...formExamples.intake, projectSize: '0' })).toHaveProperty('projectSize');
  });

  it('leaves every optional field out when it is blank', () => {
    const parsed = intakeSchema.parse({
      ...formExamples.intake,
      company: '',
      projectSize: '',
      storyCount: '',
      startDate: '',
      services: [],
      additionalNotes: ' ',
      referralSource: '',
    });
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      firstName: 'Keoni',
      lastName: 'Makoa',
      email: 'keoni.makoa@example.com',
      phone: '(808) 555-0131',
      projectType: 'residential-construction',
      projectLocation: 'Hilo, Hawaii',
      projectDescription: formExamples.intake.projectDescription,
      budget: '500k-1m',
      timeline: '3-6-months',
    });
  });

  it('refuses a start date that is not a calendar date and a service not on the list', () => {
    expect(
      errorsFor(intakeSchema, { ...formExamples.intake, startDate: '03/01/2027', services: ['plumbing'] }),
    ).toEqual({
      startDate: 'Start date must be a date',
      services: 'Choose services from the list',
    });
  });

  it('needs a description of at least 10 characters', () => {
    expect(errorsFor(intakeSchema, { ...formExamples.intake, projectDescription: 'Too short' })).toEqual({
      projectDescription: 'Please provide a detailed project description',
    });
  });
});

describe('phone numbers on the partner, emergency and bid forms (docs/product.md §7.7: at least 10 characters)', () => {
  it.each([
    ['partner', partnerSchema, formExamples.partner],
    ['emergency', emergencySchema, formExamples.emergency],
    ['bid', bidSchema, formExamples.bid],
  ] as const)('%s', (_name, schema, example) => {
    expect(errorsFor(schema, { ...example, phone: '555-0142' })).toEqual({ phone: 'Phone number is required' });
    expect(errorsFor(schema, { ...example, phone: '9255550142' })).toEqual({});
  });
});

describe('partner project types (docs/product.md §7.7: a visible multi-select)', () => {
  it('needs at least one type from the list', () => {
    expect(errorsFor(partnerSchema, { ...formExamples.partner, projectTypes: [] })).toEqual({
      projectTypes: 'Project types is required',
    });
    expect(errorsFor(partnerSchema, { ...formExamples.partner, projectTypes: ['spaceships'] })).toEqual({
      projectTypes: 'Project types is required',
    });
  });
});

describe('emergency preferred response (docs/product.md §7.7: a visible select)', () => {
  it('takes one of the four ways to respond', () => {
    for (const preferredResponse of ['phone-call', 'text-message', 'email', 'on-site-visit']) {
      expect(errorsFor(emergencySchema, { ...formExamples.emergency, preferredResponse })).toEqual({});
    }
    expect(errorsFor(emergencySchema, { ...formExamples.emergency, preferredResponse: 'carrier-pigeon' })).toEqual({
      preferredResponse: 'Preferred response time is required',
    });
  });
});

describe('NDA access rules (docs/product.md §10.1)', () => {
  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['company', 'X', 'Company name is required'],
    ['email', 'hana@', 'Invalid email address'],
    ['accessCode', '   ', 'Access code is required'],
  ])('%s = %j reads "%s"', (field, value, message) => {
    expect(errorsFor(ndaAccessSchema, { ...formExamples.nda, [field]: value })).toEqual({ [field]: message });
  });

  it('needs the NDA agreed to, not merely present', () => {
    expect(errorsFor(ndaAccessSchema, { ...formExamples.nda, agreeToNDA: false })).toEqual({
      agreeToNDA: 'You must agree to the NDA to proceed',
    });
    expect(errorsFor(ndaAccessSchema, { ...formExamples.nda, agreeToNDA: 'yes' })).toEqual({
      agreeToNDA: 'You must agree to the NDA to proceed',
    });
  });

  it('reads a code typed with spaces or dashes as its characters', () => {
    expect(normaliseAccessCode(' 12345-67890 ')).toBe('1234567890');
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [{ [honeypotField]: 'http://spam.example' }, true],
    [{ [honeypotField]: 42 }, true],
    [{ [honeypotField]: ['x'] }, true],
    [{ [honeypotField]: '' }, false],
    [{ [honeypotField]: '   ' }, false],
    [{ [honeypotField]: null }, false],
    [{}, false],
    [null, false],
    ['a string body', false],
  ])('%j -> %s', (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});
