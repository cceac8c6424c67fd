import { z } from './zod';

/** The login demo's exact messages (docs/product.md §11.1). */
export const loginMessages = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
} as const;

/** The demo checks no credentials and sends nothing (docs/product.md §11.1); only the lengths are rules. */
export const loginSchema = z.object({
  username: z.string({ error: loginMessages.username }).trim().min(3, { error: loginMessages.username }).max(120),
  password: z.string({ error: loginMessages.password }).min(6, { error: loginMessages.password }).max(200),
});

export type LoginInput = z.input<typeof loginSchema>;

export const emptyLogin: LoginInput = { username: '', password: '' };

/** The connecting state lasts 1.5 s (docs/product.md §11.1), then the toast and the live app in a new tab. */
export const loginCopy = {
  submit: 'Sign In',
  pending: 'Connecting...',
  redirectDelayMs: 1500,
  success: {
    title: 'Redirecting to the company app',
    description: 'Taking you to our live construction management platform...',
  },
} as const;
