/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** The SQL of migrations/, read in Node by vitest.config.ts and applied in each test file. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
