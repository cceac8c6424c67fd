/**
 * One JSON line per security event (sign-ins, refusals, sign-outs, access-code changes) in the Worker's
 * logs (wrangler tail, Workers Logs). Callers pass tags and ids only: never a password, token, code or
 * e-mail address. Warn level, so the lines stand out from request noise.
 */
export function securityLog(event: string, fields: Record<string, string | number> = {}): void {
  console.warn(JSON.stringify({ event, ...fields }));
}
