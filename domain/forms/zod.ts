import { z } from 'zod';

/**
 * Every schema of the site is built with this `z`. Zod compiles object parsers with `new Function` where it
 * may, and probes for that with a `Function('')` call; the site's Content-Security-Policy forbids eval, so
 * the probe would be reported as a violation on every page with a form (docs/decisions/023). The
 * interpreted parser is fast enough for forms of a few dozen fields. The call must run before any schema is
 * built (zod decides per schema), hence the first import of every schema module, and the one module
 * `sideEffects` in domain/package.json keeps.
 */
z.config({ jitless: true });

export { z };
