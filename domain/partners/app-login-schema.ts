import { z } from '../forms/zod';
import { loginMessages } from './app-login';

/** The demo checks no credentials and sends nothing (docs/product.md, section 11.1); only the lengths are rules. */
export const loginSchema = z.object({
  username: z.string({ error: loginMessages.username }).trim().min(3, { error: loginMessages.username }).max(120),
  password: z.string({ error: loginMessages.password }).min(6, { error: loginMessages.password }).max(200),
});

export type LoginInput = z.input<typeof loginSchema>;
