import {
  invitationAcceptSchema,
  invitationMessages,
  invitationUnavailable,
  passwordIsEmail,
  type InvitationUnavailableReason,
} from '@site/domain/staff/invitations';
import { fieldErrorsOf } from '@site/domain/forms/validation';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { admit, forget, staffInvitationClientLimit } from '../../worker/services/protection/rate-limit';
import { requestClient, securityEvent } from '../../worker/services/staff/security-events';
import { workerStaffPasswords } from '../../worker/services/staff/argon2id';
import { issueDeviceCookie } from '../../worker/services/staff/staff-devices';
import { acceptInvitation, invitationByToken, invitationToAccept } from '../../worker/services/staff/staff-invitations';
import { staffKeys } from '../../worker/services/staff/staff-keys';
import { deviceHintOf, startSession } from '../../worker/services/staff/staff-sessions';
import type { StaffAnswer } from '@site/domain/staff/answer';
import { answer, invalidAnswer, platformFailureOfAction } from './guard.server';

/** A link's token: 32 bytes of HMAC in base64url. Anything else names no invitation and is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A link that opens no form: 404 when it names no invitation, 410 when that is over, 429 past the limit. */
const unavailableStatus = (reason: InvitationUnavailableReason) =>
  reason === 'limited' ? 429 : reason === 'unknown' ? 404 : 410;
const retryAfter = { 'Retry-After': String(staffInvitationClientLimit.windowMs / 1000) };

/**
 * Every use of a link counts against the client's limit (docs/decisions/095), as a password sign-in does; a use
 * that found a waiting invitation and did what it came for is taken back.
 */
async function counted(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const { env } = args.context.get(workerContext);
  const db = database(env.DB);
  const client = await requestClient(env, args.request);
  const attempt = crypto.randomUUID();
  const admitted = (await admit(db, staffInvitationClientLimit, client, attempt)).admitted;
  const token = args.params.token ?? '';
  const found = admitted && tokenPattern.test(token) ? await invitationByToken(db, token) : undefined;
  return {
    env,
    db,
    client,
    found: admitted ? (found ?? { status: 'unknown' as const }) : { status: 'limited' as const },
    release: () => forget(db, staffInvitationClientLimit, client, attempt),
  };
}

/**
 * /admin/invitation/:token (docs/product.md §12.15): a waiting invitation and the authenticator key to set up,
 * or the page that says why the link no longer works (404 or 410, 429 past the limit).
 */
export async function invitationLoader(args: LoaderFunctionArgs) {
  const { env, found, release } = await counted(args);
  if (found.status !== 'waiting') {
    return data(
      { unavailable: found.status, invitation: undefined },
      { status: unavailableStatus(found.status), headers: found.status === 'limited' ? retryAfter : undefined },
    );
  }
  await release();
  return data({
    unavailable: undefined,
    invitation: await invitationToAccept(await staffKeys(env.STAFF_AUTH_SECRET), found),
  });
}

/** The refusal of a link that no longer opens the form, in its page's words. */
const unavailableAnswer = (reason: InvitationUnavailableReason) =>
  data<StaffAnswer>(
    { ok: false, message: invitationUnavailable[reason].title },
    { status: unavailableStatus(reason), headers: reason === 'limited' ? retryAfter : undefined },
  );

/**
 * Accepts the invitation with the chosen password and the new authenticator's first code: the account, the
 * invitation marked used and the security log entry are one batch (a second submission hears it is used),
 * then the new member is signed in with the same session and device cookies as a sign-in.
 */
export async function invitationAction(args: ActionFunctionArgs) {
  try {
    return await accept(args);
  } catch (thrown) {
    // As a staff action's (guard.server.ts): what could not finish is a 503 the page may send again, never a 500.
    if (!(thrown instanceof Error)) throw thrown;
    console.error('Invitation acceptance could not finish', thrown);
    return platformFailureOfAction();
  }
}

async function accept(args: ActionFunctionArgs) {
  const parsed = invitationAcceptSchema.safeParse(await args.request.json().catch(() => undefined));
  if (!parsed.success) return invalidAnswer(fieldErrorsOf(parsed.error));
  const { env, db, client, found, release } = await counted(args);
  if (found.status !== 'waiting') return unavailableAnswer(found.status);
  if (passwordIsEmail(parsed.data.password, found.invitation.email)) {
    return invalidAnswer({ password: invitationMessages.passwordIsEmail });
  }
  const keys = await staffKeys(env.STAFF_AUTH_SECRET);
  const accepted = await acceptInvitation(
    db,
    keys,
    await workerStaffPasswords(env.STAFF_PASSWORD_PEPPER),
    found,
    parsed.data,
    client,
  );
  if (accepted.outcome === 'wrong-code') return invalidAnswer({ code: invitationMessages.codeWrong });
  if (accepted.outcome === 'stale-enrolment') return answer({ ok: false, message: invitationMessages.enrolment }, 400);
  if (accepted.outcome !== 'accepted') return unavailableAnswer(accepted.outcome);
  await release();
  const now = Date.now();
  const session = await startSession(
    db,
    accepted.staffId,
    {
      deviceHint: deviceHintOf(args.request.headers.get('user-agent')),
      record: securityEvent(db, {
        kind: 'sign-in',
        at: new Date(now).toISOString(),
        actorId: accepted.staffId,
        client,
        detail: { method: 'invitation' },
      }),
    },
    now,
  );
  const headers = new Headers();
  for (const cookie of [session, await issueDeviceCookie(keys, accepted.staffId, now)]) {
    headers.append('Set-Cookie', cookie);
  }
  return data<StaffAnswer>(
    { ok: true, message: invitationMessages.accepted, recoveryCodes: accepted.recoveryCodes },
    { headers },
  );
}
