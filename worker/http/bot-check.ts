import { botCheckRefusedMessage, botTokenHeader, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { securityLog } from '../services/protection/security-log';
import { apiError } from './errors';
import { siteverifyDouble } from './siteverify-double';
import { withTrait } from './traits';

const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Turnstile tokens are at most 2,048 characters; anything longer is not worth a call. */
const maxTokenLength = 2048;

/** A slow verification is a refusal, not a hanging form. */
const verifyTimeoutMs = 5_000;

const testSecrets: ReadonlySet<string> = new Set([
  turnstileTestKeys.passingSecret,
  turnstileTestKeys.failingSecret,
  turnstileTestKeys.spentSecret,
]);

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const siteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

export interface BotCheckInput {
  secret: string | undefined;
  token: string | undefined;
  /** The request's own address: a test secret is honoured only on a loopback host. */
  requestUrl: string;
  remoteIp?: string;
}

/**
 * True only when Turnstile confirms the token (docs/decisions/070). Fails closed: no secret, no token, a
 * test secret on a public host, no answer within the timeout or any answer but `success: true` is a refusal.
 * The documented test secrets are answered by the local double, so local runs need no network.
 */
export async function verifyBotToken({ secret, token, requestUrl, remoteIp }: BotCheckInput): Promise<boolean> {
  if (!secret || !token || token.length > maxTokenLength) return false;
  const local = testSecrets.has(secret);
  if (local && !loopbackHosts.has(new URL(requestUrl).hostname)) {
    securityLog('bot-check-test-secret-on-public-host');
    return false;
  }
  const body = new FormData();
  body.set('secret', secret);
  body.set('response', token);
  if (remoteIp) body.set('remoteip', remoteIp);
  const request = new Request(siteverifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(verifyTimeoutMs) });
  try {
    const response = await (local ? siteverifyDouble(request) : fetch(request));
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (answer.success && answer.data.success) return true;
    securityLog('bot-check-refused', { errors: answer.data?.['error-codes']?.join(',') ?? 'malformed answer' });
    return false;
  } catch (error) {
    securityLog('bot-check-unavailable', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

/** Whether the request's `Turnstile-Token` header passes; for a route that guards only some of its requests. */
export const passesBotCheck = (env: Env, request: Request) =>
  verifyBotToken({
    secret: env.TURNSTILE_SECRET_KEY,
    token: request.headers.get(botTokenHeader) ?? undefined,
    requestUrl: request.url,
    remoteIp: request.headers.get('cf-connecting-ip') ?? undefined,
  });

/** The 403 of a request that did not pass the bot check. */
export const botCheckRefused = () => apiError(botCheckRefusedMessage);

/**
 * Refuses with 403 any request whose `Turnstile-Token` header Turnstile does not confirm. Goes before
 * validation, so a bot learns nothing about the fields, and before anything is counted, stored or sent.
 */
export const botCheck = withTrait(
  createMiddleware<{ Bindings: Env }>(async (c, next) => {
    if (!(await passesBotCheck(c.env, c.req.raw))) return c.json(botCheckRefused(), 403);
    await next();
  }),
  { kind: 'bot-check' },
);
