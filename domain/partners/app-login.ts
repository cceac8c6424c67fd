/** The login demo's exact messages (docs/product.md §11.1). */
export const loginMessages = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
} as const;

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
