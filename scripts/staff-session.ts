import { passedBotCheck } from '@site/domain/forms/bot-check';
import { totpCode, totpStepAt } from '../worker/services/staff/totp';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

/**
 * Signs a new staff account in on a local server the way its owner's browser would the first time (password,
 * then enrolling an authenticator, docs/decisions/022) and answers the session's Cookie header: what the
 * admin bench and the abuse runner act as.
 */
export async function signInAsNewStaff(baseUrl: string, email: string, password: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'sec-fetch-site': 'same-origin' };
  const first = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { ...headers, ...passedBotCheck },
    body: JSON.stringify({ email, password }),
  });
  const step = (await first.json()) as { step: string; secret?: string };
  if (!step.secret) throw new Error(`Sign-in answered ${first.status} ${JSON.stringify(step)}`);
  const second = await fetch(`${baseUrl}/api/admin/session/second-factor`, {
    method: 'POST',
    headers: { ...headers, cookie: cookiesOf(first) },
    body: JSON.stringify({ code: totpCode(step.secret, { step: totpStepAt(Date.now()) }) }),
  });
  if (!second.ok) throw new Error(`Second factor answered ${second.status}`);
  return cookiesOf(second);
}
