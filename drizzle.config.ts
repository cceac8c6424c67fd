import { defineConfig } from 'drizzle-kit';

/** Only generates SQL into migrations/; wrangler applies it (locally and to the real D1). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
