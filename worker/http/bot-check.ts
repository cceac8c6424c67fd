import { failure } from '@site/domain/forms/validation';
import { botCheckRefusedMessage, botTokenHeader, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { securityLog } from '../services/protection/security-log';
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
 * What Turnstile said of a token (docs/decisions/070, 089): `passed` only when it confirms it; `unreachable`
 * when no answer came (a network failure, the timeout, an answer that is not Turnstile's JSON, or its own
 * `internal-error`); `refused` for everything else: no secret, no token, a test secret on a public host, or
 * any answer that the token is bad. The documented test secrets are answered by the local double, so local
 * runs need no network.
 */
export type BotCheckOutcome = 'passed' | 'refused' | 'unreachable';

export async function verifyBotToken({ secret, token, requestUrl, remoteIp }: BotCheckInput): Promise<BotCheckOutcome> {
  if (!secret || !token || token.length > maxTokenLength) return 'refused';
  const local = testSecrets.has(secret);
  if (local && !loopbackHosts.has(new URL(requestUrl).hostname)) {
    securityLog('bot-check-test-secret-on-public-host');
    return 'refused';
  }
  const body = new FormData();
  body.set('secret', secret);
  body.set('response', token);
  if (remoteIp) body.set('remoteip', remoteIp);
  const request = new Request(siteverifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(verifyTimeoutMs) });
  try {
    const response = await (local ? siteverifyDouble(request) : fetch(request));
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (!answer.success || answer.data['error-codes']?.includes('internal-error')) {
      securityLog('bot-check-unreachable', { status: response.status });
      return 'unreachable';
    }
    if (answer.data.success) return 'passed';
    securityLog('bot-check-refused', { errors: answer.data['error-codes']?.join(',') ?? 'none given' });
    return 'refused';
  } catch (error) {
    securityLog('bot-check-unreachable', { error: error instanceof Error ? error.name : 'unknown' });
    return 'unreachable';
  }
}

const botCheckOf = (env: Env, request: Request) =>
  verifyBotToken({
    secret: env.TURNSTILE_SECRET_KEY,
    token: request.headers.get(botTokenHeader) ?? undefined,
    requestUrl: request.url,
    remoteIp: request.headers.get('cf-connecting-ip') ?? undefined,
  });

/** Whether the request's `Turnstile-Token` header passes: fail closed, for staff sign-in and the NDA portal. */
export const passesBotCheck = async (env: Env, request: Request) => (await botCheckOf(env, request)) === 'passed';

/**
 * Whether a request that would leave a lead may go on (docs/decisions/089): a confirmed token, or Turnstile
 * out of reach. A lead is never turned away for an outage of a service outside the company's control; it is
 * kept as `unverified` instead, for staff to confirm or discard. A bad token is still refused.
 */
export async function leadBotCheck(env: Env, request: Request): Promise<{ unverified: boolean } | null> {
  const outcome = await botCheckOf(env, request);
  return outcome === 'refused' ? null : { unverified: outcome === 'unreachable' };
}

/** The 403 of a request that did not pass the bot check. */
export const botCheckRefused = () => failure(botCheckRefusedMessage);

/**
 * Refuses with 403 any request whose `Turnstile-Token` header Turnstile does not confirm. Goes before
 * validation, so a bot learns nothing about the fields, and before anything is counted, stored or sent.
 * Fail closed: staff sign-in and the NDA portal.
 */
export const botCheck = withTrait(
  createMiddleware<{ Bindings: Env }>(async (c, next) => {
    if (!(await passesBotCheck(c.env, c.req.raw))) return c.json(botCheckRefused(), 403);
    await next();
  }),
  { kind: 'bot-check', whenUnreachable: 'refuse' },
);

/** Where a lead-leaving route reads whether its request's bot check was out of reach. */
export interface LeadBotCheckVariables {
  unverified: boolean;
}

/**
 * `botCheck` for the routes that leave a lead or its files (`leadBotCheck`): a bad token is a 403, and an
 * unreachable Turnstile lets the request on with `c.var.unverified` set.
 */
export const botCheckKeepingLeads = withTrait(
  createMiddleware<{ Bindings: Env; Variables: LeadBotCheckVariables }>(async (c, next) => {
    const passed = await leadBotCheck(c.env, c.req.raw);
    if (!passed) return c.json(botCheckRefused(), 403);
    c.set('unverified', passed.unverified);
    await next();
  }),
  { kind: 'bot-check', whenUnreachable: 'keep-unverified' },
);
