import { describe, expect, it } from 'vitest';
import { failureOf, RequestError, requestErrorOf } from './errors';
import { failure, invalidInput } from './validation';

describe('one failure body, API and staff answers alike', () => {
  it('writes the field-message body once, in the bytes the API and the staff pages answer', () => {
    const fieldErrors = { email: 'Valid email is required' };
    expect(JSON.stringify(invalidInput(fieldErrors))).toBe(
      '{"message":"Please correct the highlighted fields.","fieldErrors":{"email":"Valid email is required"}}',
    );
    expect(JSON.stringify({ ok: false, ...invalidInput(fieldErrors) })).toBe(
      '{"ok":false,"message":"Please correct the highlighted fields.","fieldErrors":{"email":"Valid email is required"}}',
    );
    expect(JSON.stringify(failure('No API endpoint at GET /api/x.'))).toBe(
      '{"message":"No API endpoint at GET /api/x."}',
    );
  });
});

describe('RequestError, read by failureOf', () => {
  it('reads an API error body and a staff answer into the same error', () => {
    const fieldErrors = { code: 'Enter the code' };
    const api = requestErrorOf(invalidInput(fieldErrors), '400: {...}', { status: 400 });
    const staff = requestErrorOf({ ok: false, ...invalidInput(fieldErrors), current: { id: 'x' } }, 'refused');
    for (const error of [api, staff]) {
      expect(error).toBeInstanceOf(RequestError);
      expect(failureOf(error)).toMatchObject({ serverMessage: 'Please correct the highlighted fields.', fieldErrors });
    }
    expect(failureOf(api).status).toBe(400);
    expect(staff.body).toEqual({ ok: false, ...invalidInput(fieldErrors), current: { id: 'x' } });
  });

  it('keeps only string field messages, and the fallback sentence when the body has none', () => {
    const error = requestErrorOf({ fieldErrors: { a: 'A', b: 2 } }, '400', {
      serverMessage: 'The server did not answer.',
    });
    expect(failureOf(error)).toEqual({
      status: undefined,
      serverMessage: 'The server did not answer.',
      fieldErrors: { a: 'A' },
    });
    expect(failureOf(requestErrorOf(undefined, '502: Bad Gateway', { status: 502 }))).toEqual({
      status: 502,
      serverMessage: undefined,
      fieldErrors: undefined,
    });
  });

  it('reads nothing from what carries no failure', () => {
    expect(failureOf('a string')).toEqual({});
    expect(failureOf(new Error('boom'))).toEqual({
      status: undefined,
      serverMessage: undefined,
      fieldErrors: undefined,
    });
    expect(failureOf({ status: '400', serverMessage: '' })).toEqual({
      status: undefined,
      serverMessage: undefined,
      fieldErrors: undefined,
    });
  });
});
