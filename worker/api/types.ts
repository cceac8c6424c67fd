import type { SecureHeadersVariables } from 'hono/secure-headers';

/** Hono's view of the Worker: the bindings of wrangler.toml, typed by `wrangler types`. */
export interface ApiEnv {
  Bindings: Env;
  /** The nonce of a document's Content-Security-Policy (worker/http/security-headers.ts). */
  Variables: SecureHeadersVariables;
}
