import { passedBotCheck } from '@site/domain/forms/bot-check';
import { env } from 'cloudflare:workers';
import { createApi } from '../api';

const api = createApi();

/** Sends a request through the real API router with the real local D1 binding. */
export function callApi(path: string, init: RequestInit = {}) {
  return api.request(path, init, env);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return callApi(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Headers of one browser: its address as Cloudflare reports it, the token its bot-check widget gave (the test
 * site key's, which the test secret accepts) and the key of the form it filled.
 */
export const fromClient = (address: string, idempotencyKey?: string): Record<string, string> => ({
  'cf-connecting-ip': address,
  ...passedBotCheck,
  ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
});
