import { describe, expect, it } from 'vitest';
import { loginMessages } from './app-login';
import { loginSchema } from './app-login-schema';
import { fieldErrorsOf } from '../forms/validation';

describe('loginSchema (docs/product.md §11.1)', () => {
  it('accepts a 3-character username and a 6-character password', () => {
    expect(loginSchema.parse({ username: ' abc ', password: 'secret' })).toEqual({
      username: 'abc',
      password: 'secret',
    });
  });

  it('gives the spec messages below the minimums', () => {
    const result = loginSchema.safeParse({ username: 'ab', password: '12345' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      username: loginMessages.username,
      password: loginMessages.password,
    });
  });
});
