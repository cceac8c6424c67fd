import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';
import { fieldErrorsOf } from '../forms/validation';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '',
  subject: 'Kitchen remodel',
  message: 'We would like a quote for a kitchen remodel.',
};

const errorsFor = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('contactSchema (docs/product.md §7.6)', () => {
  it('accepts a complete message, trims text and drops an empty phone', () => {
    const parsed = contactSchema.parse({ ...valid, name: '  Ana Souza  ', extra: 'ignored' });
    expect(parsed).toEqual({ ...valid, phone: undefined });
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', 'ana@', 'Valid email is required'],
    ['email', '', 'Valid email is required'],
    ['subject', '', 'Subject is required'],
    ['message', 'Too short', 'Please provide a detailed message'],
    ['message', '   padded   ', 'Please provide a detailed message'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('gives the spec message for a missing field, not a type error', () => {
    expect(errorsFor({})).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Please provide a detailed message',
    });
  });

  it('accepts a message of exactly 10 characters', () => {
    expect(errorsFor({ ...valid, message: '1234567890' })).toEqual({});
  });

  it('caps every field', () => {
    expect(errorsFor({ ...valid, name: 'n'.repeat(121) })).toEqual({ name: 'Must be at most 120 characters' });
    expect(errorsFor({ ...valid, phone: '5'.repeat(41) })).toEqual({ phone: 'Must be at most 40 characters' });
    expect(errorsFor({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'Must be at most 5000 characters' });
  });
});
