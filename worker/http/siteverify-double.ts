import { turnstileTestKeys } from '@site/domain/forms/bot-check';

/**
 * A local double of Turnstile's verification endpoint for the documented test secrets (domain/forms/bot-check.ts):
 * the same form-encoded request and JSON answer, the same outcome Cloudflare documents for each test secret,
 * so local development and tests verify exactly as production does without reaching the internet
 * (docs/decisions/070). Any other secret is "invalid-input-secret", as Cloudflare would say of a stranger's.
 */
const answer = (errorCodes: string[]) =>
  Response.json({
    success: errorCodes.length === 0,
    'error-codes': errorCodes,
    ...(errorCodes.length === 0 ? { hostname: 'example.com', challenge_ts: new Date().toISOString() } : {}),
  });

export async function siteverifyDouble(request: Request): Promise<Response> {
  const form = await request.formData();
  const secret = form.get('secret');
  const token = form.get('response');
  if (typeof token !== 'string' || token === '') return answer(['missing-input-response']);
  switch (secret) {
    case turnstileTestKeys.passingSecret:
      return answer(token === turnstileTestKeys.dummyToken ? [] : ['invalid-input-response']);
    case turnstileTestKeys.failingSecret:
      return answer(['invalid-input-response']);
    case turnstileTestKeys.spentSecret:
      return answer(['timeout-or-duplicate']);
    default:
      return answer(['invalid-input-secret']);
  }
}
