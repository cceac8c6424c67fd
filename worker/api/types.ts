/** Hono's view of the Worker: the bindings of wrangler.toml, typed by `wrangler types`. */
export interface ApiEnv {
  Bindings: Env;
}
