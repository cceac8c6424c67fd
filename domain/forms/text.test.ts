import { describe, expect, it } from 'vitest';
import { leadUpdateSchema } from '../staff/lead-edits';
import { adminLeadFilterSchema } from '../staff/lead-table';
import { projectInputSchema } from '../staff/projects';
import { chatRequestSchema } from '../assistant/chat-schema';
import { contactSchema } from '../lead-forms/contact-schema';
import { formExamples } from './form-examples';
import { intakeSchema } from '../lead-forms/intake-schema';
import { unsafeTextMessages, unsafeTextProblem } from './text';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('unsafeTextProblem', () => {
  it.each([
    ['Test \u202Egnp.exe', unsafeTextMessages.direction],
    ['left \u2066isolate\u2069', unsafeTextMessages.direction],
    ['null\u0000byte', unsafeTextMessages.control],
    ['bell\u0007', unsafeTextMessages.control],
    ['escape \u001B[31m', unsafeTextMessages.control],
    ['c1 \u0085', unsafeTextMessages.control],
    ['tab\there', unsafeTextMessages.control],
    ['line\u2028separator', unsafeTextMessages.control],
  ])('refuses %j', (text, message) => {
    expect(unsafeTextProblem(text, true)).toBe(message);
    expect(unsafeTextProblem(text, false)).toBe(message);
  });

  it('allows line breaks only where the field is multi-line', () => {
    expect(unsafeTextProblem('first line\r\nsecond line', true)).toBeNull();
    expect(unsafeTextProblem('first line\nsecond line', false)).toBe(unsafeTextMessages.lineBreak);
  });

  it.each([
    ['zero\u200Bwidth space'],
    ['byte order\uFEFF mark'],
    ['soft\u00ADhyphen'],
    ['word\u2060joiner'],
    ['tag \u{E0001}\u{E0041} characters'],
    ['a joiner at the end\u200D'],
  ])('refuses the invisible characters of %j in a one-line field, not in a text area', (text) => {
    expect(unsafeTextProblem(text, false)).toBe(unsafeTextMessages.invisible);
    expect(unsafeTextProblem(text, true)).toBeNull();
  });

  it('allows zero-width (non-)joiners inside words of the scripts that need them', () => {
    expect(unsafeTextProblem('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', false)).toBeNull();
    expect(unsafeTextProblem('\u0915\u094D\u200D\u0937', false)).toBeNull();
  });

  it('leaves ordinary text of any script alone', () => {
    for (const text of [
      'Hana Kealoha',
      'Łukasz Żółw',
      'שלום עולם',
      'مرحبا',
      '東京都',
      'O\u2019Brien — 50% off',
      '👷‍♀️ crew',
    ]) {
      expect(unsafeTextProblem(text, false)).toBeNull();
    }
  });
});

describe('the shared form schemas refuse unsafe text with a field message', () => {
  it('a bidi override in a name', () => {
    const result = contactSchema.safeParse({ ...formExamples.contact, name: 'Test \u202Egnp.exe' });
    expect(fieldErrors(result)).toEqual({ name: unsafeTextMessages.direction });
  });

  it('a line break in a one-line field but not in a text area', () => {
    const oneLine = intakeSchema.safeParse({ ...formExamples.intake, projectLocation: 'Kailua\nHawaii' });
    expect(fieldErrors(oneLine)).toEqual({ projectLocation: unsafeTextMessages.lineBreak });
    const textArea = intakeSchema.safeParse({
      ...formExamples.intake,
      projectDescription: 'A two-storey addition.\nWith a deck.',
    });
    expect(textArea.success).toBe(true);
  });

  it('a bidi override or a control character in the chat history, as in the message', () => {
    const result = chatRequestSchema.safeParse({
      message: 'Hello',
      conversationHistory: [
        { role: 'user', content: 'fine' },
        { role: 'assistant', content: 'Test \u202Egnp.exe' },
        { role: 'user', content: 'null\u0000byte' },
      ],
    });
    expect(fieldErrors(result)).toEqual({
      'conversationHistory.1.content': unsafeTextMessages.direction,
      'conversationHistory.2.content': unsafeTextMessages.control,
    });
  });

  it('control characters in optional fields, chat messages and admin edits', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...formExamples.contact, phone: '555\u0000' }))).toEqual({
      phone: unsafeTextMessages.control,
    });
    expect(fieldErrors(chatRequestSchema.safeParse({ message: 'hi\u202E' }))).toEqual({
      message: unsafeTextMessages.direction,
    });
    expect(fieldErrors(leadUpdateSchema.safeParse({ status: 'new', notes: 'call\u0007' }))).toEqual({
      notes: unsafeTextMessages.control,
    });
    expect(leadUpdateSchema.safeParse({ status: 'new', notes: 'call back\nTuesday' }).success).toBe(true);
    expect(fieldErrors(adminLeadFilterSchema.safeParse({ q: 'x\u202E' }))).toEqual({ q: unsafeTextMessages.direction });
    const project = projectInputSchema.safeParse({
      name: 'Kailua \u2067Homes',
      client: 'Ohana',
      location: 'Kailua',
      type: 'Residential',
      status: 'planning',
      progress: 0,
      budget: 1,
    });
    expect(fieldErrors(project)).toEqual({ name: unsafeTextMessages.direction });
  });
});
