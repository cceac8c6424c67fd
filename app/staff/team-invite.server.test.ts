import {
  invitationLifetimeMs,
  invitationMessages,
  invitationPath,
  invitationUnavailable,
} from '@site/domain/staff/invitations';
import { roleMessages } from '@site/domain/staff/roles';
import { env } from 'cloudflare:workers';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { database } from '../../worker/db/client';
import { notifications, securityEvents, staff, staffInvitations, staffRecoveryCodes } from '../../worker/db/schema';
import { renderInvitation } from '../../worker/services/notifications/notification-emails';
import { sha256Hex } from '../../worker/services/protection/crypto';
import { invitationByToken } from '../../worker/services/staff/staff-invitations';
import { invitationToken, staffKeys } from '../../worker/services/staff/staff-keys';
import { totpCode, totpStepAt } from '../../worker/services/staff/totp';
import {
  challengeCookieFrom,
  secondFactorRequest,
  sessionCookieFrom,
  signedInStaff,
  signInRequest,
} from '../../worker/test/staff';
import { isSignedIn, refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { invitationAction, invitationLoader } from './invitation.server';
import { invitationsAction, invitationsLoader } from './team-invite.server';

const db = database(env.DB);
const owner = staffSignedInBeforeEach('owner');

const leilani = { name: 'Leilani Kahale', email: 'leilani.kahale@pacificspan.example', role: 'staff' as const };
const password = 'four unrelated words here';

/** An owner's invitation of `who`, as /admin/team/invite sends it; the stored row. */
async function invite(who: { name: string; email: string; role: 'owner' | 'staff' } = leilani) {
  const sent = await owner.run(invitationsAction, { path: '/admin/team/invite', body: { intent: 'invite', ...who } });
  expect(sent).toMatchObject({ status: 200, data: { ok: true, message: invitationMessages.sent } });
  const row = await db.select().from(staffInvitations).where(eq(staffInvitations.email, who.email)).get();
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

const tokenOf = async (id: string) => invitationToken(await staffKeys(env.STAFF_AUTH_SECRET), id);

/** The acceptance page of a link, as the invitee's browser opens it (no session). */
const openLink = (token: string) =>
  runStaffRoute(invitationLoader, { path: invitationPath(token), params: { token }, withoutSession: true });

const sendAcceptance = (token: string, body: unknown) =>
  runStaffRoute(invitationAction, { path: invitationPath(token), params: { token }, body, withoutSession: true });

/** Opens the link and fills the form: the chosen password twice and the first code of the app it set up. */
async function accept(token: string, changes: Record<string, string> = {}) {
  const page = await openLink(token);
  expect(page.status).toBe(200);
  const enrolment = page.data.invitation?.enrolment;
  if (!enrolment) throw new Error('The link opened no form');
  const code = totpCode(enrolment.secret, { nowMs: Date.now() });
  const body = { password, passwordAgain: password, code, enrolment: enrolment.sealed, ...changes };
  return { answer: await sendAcceptance(token, body), body, secret: enrolment.secret };
}

const eventsAbout = (subject: string) =>
  db.select().from(securityEvents).where(eq(securityEvents.subject, subject)).orderBy(securityEvents.id).all();

describe('inviting a member from /admin/team/invite', () => {
  it('stores the invitation with only its token hash, queues its e-mail in the outbox and logs it, in one batch', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    expect(row).toMatchObject({ name: leilani.name, role: 'staff', invitedBy: owner.member.id, acceptedAt: null });
    expect(row.tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(invitationLifetimeMs);

    const [queued] = await db.select().from(notifications).where(eq(notifications.staffInvitationId, row.id)).all();
    expect(queued).toMatchObject({ kind: 'staff-invitation', recipient: leilani.email, leadId: null });
    expect(await eventsAbout(row.id)).toEqual([
      expect.objectContaining({ kind: 'invitation-sent', actorId: owner.member.id, detail: { role: 'staff' } }),
    ]);
    // The real local queue hands the row to the consumer, which sends it through the e-mail binding.
    await vi.waitFor(
      async () => {
        const sent = await db
          .select()
          .from(notifications)
          .where(eq(notifications.id, queued?.id ?? ''))
          .get();
        expect(sent?.status).toBe('sent');
      },
      { timeout: 15_000, interval: 200 },
    );
    const email = renderInvitation({ ...row, invitedBy: owner.member.name }, `http://x${invitationPath(token)}`);
    expect(email.text).toContain(`${owner.member.name} invited you`);
    expect(email.text).toContain(`http://x/admin/invitation/${token}`);
  });

  it('lists the invitations waiting with who sent them, and not accepted or revoked ones', async () => {
    const waiting = await invite();
    const revoked = await invite({ name: 'Kai Lono', email: 'kai.lono@pacificspan.example', role: 'owner' });
    await owner.run(invitationsAction, { path: '/admin/team/invite', body: { intent: 'revoke', id: revoked.id } });
    const page = await owner.run(invitationsLoader, { path: '/admin/team/invite' });
    expect(page.data.invitations).toEqual([
      expect.objectContaining({ id: waiting.id, email: leilani.email, role: 'staff', invitedBy: owner.member.name }),
    ]);
  });

  it('refuses an address that has an account or an invitation waiting on its field, writing nothing', async () => {
    await invite();
    const again = await owner.run(invitationsAction, {
      path: '/admin/team/invite',
      body: { intent: 'invite', ...leilani, email: ' Leilani.Kahale@PacificSpan.example ' },
    });
    expect(again).toMatchObject({ status: 409, data: { fieldErrors: { email: invitationMessages.alreadyInvited } } });
    const member = await owner.run(invitationsAction, {
      path: '/admin/team/invite',
      body: { intent: 'invite', name: 'Again', email: owner.member.email, role: 'staff' },
    });
    expect(member).toMatchObject({ status: 409, data: { fieldErrors: { email: invitationMessages.alreadyMember } } });
    expect(await db.select().from(staffInvitations).all()).toHaveLength(1);
    expect(await db.select().from(notifications).all()).toHaveLength(1);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const refused = await owner.run(invitationsAction, {
      path: '/admin/team/invite',
      body: { intent: 'invite', name: ' ', email: 'not-an-address', role: 'admin' },
    });
    expect(refused.status).toBe(400);
    expect(refusedFields(refused.data)).toEqual(['email', 'name', 'role']);
    expect(await db.select().from(staffInvitations).all()).toEqual([]);
  });

  it('revokes a waiting invitation once, logging it once', async () => {
    const row = await invite();
    const revoke = () =>
      owner.run(invitationsAction, { path: '/admin/team/invite', body: { intent: 'revoke', id: row.id } });
    expect(await revoke()).toMatchObject({ status: 200, data: { message: invitationMessages.revoked } });
    expect(await revoke()).toMatchObject({ status: 409, data: { message: invitationMessages.revokeGone } });
    expect((await eventsAbout(row.id)).map((event) => event.kind)).toEqual(['invitation-sent', 'invitation-revoked']);
  });

  it('refuses a staff member the page and both actions with 403, changing nothing', async () => {
    const row = await invite();
    const { cookie } = await signedInStaff('staff', 'kai.lono@pacificspan.example', 'Kai Lono');
    const everything = async () => ({
      invitations: await db.select().from(staffInvitations).all(),
      notifications: await db.select().from(notifications).all(),
      events: await db
        .select()
        .from(securityEvents)
        .where(inArray(securityEvents.subject, [row.id]))
        .all(),
    });
    const before = await everything();
    const refusal = { status: 403, data: { ok: false, message: roleMessages.refused } };
    const path = '/admin/team/invite';
    expect(await runStaffRoute(invitationsLoader, { cookie, path })).toMatchObject(refusal);
    for (const body of [
      { intent: 'invite', name: 'Noe Kaleo', email: 'noe.kaleo@pacificspan.example', role: 'owner' },
      { intent: 'revoke', id: row.id },
    ]) {
      expect(await runStaffRoute(invitationsAction, { cookie, path, body })).toMatchObject(refusal);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('accepting an invitation from its link', () => {
  it('makes the account with the invited role, marks the invitation used and logs it, and signs the member in', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    const page = await openLink(token);
    expect(page.data.invitation).toMatchObject({ name: leilani.name, email: leilani.email, role: 'staff' });
    expect(page.data.invitation?.invitedBy).toBe(owner.member.name);

    const { answer, secret } = await accept(token);
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: invitationMessages.accepted } });
    expect(answer.data.ok && answer.data.recoveryCodes).toHaveLength(10);
    const account = await db.select().from(staff).where(eq(staff.email, leilani.email)).get();
    expect(account).toMatchObject({ name: leilani.name, role: 'staff', passwordAlgorithm: 'argon2id' });
    expect(account?.totpSecret).not.toContain(secret);
    expect(
      await db
        .select()
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.staffId, account?.id ?? '')),
    ).toHaveLength(10);
    expect(await db.select().from(staffInvitations).where(eq(staffInvitations.id, row.id)).get()).toMatchObject({
      staffId: account?.id,
      acceptedAt: expect.any(String),
    });
    expect((await eventsAbout(row.id)).map((event) => [event.kind, event.actorId])).toEqual([
      ['invitation-sent', owner.member.id],
      ['invitation-accepted', account?.id],
    ]);
    const signedIn = await db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.actorId, account?.id ?? ''), eq(securityEvents.kind, 'sign-in')))
      .all();
    expect(signedIn.map((event) => event.detail)).toEqual([{ method: 'invitation' }]);
    expect(await isSignedIn(sessionCookieFrom(new Response(null, { headers: answer.headers })))).toBe(true);

    // And the new member signs in again later with the password and the next code of the same app.
    const first = await signInRequest(leilani.email, password);
    expect(first.status).toBe(200);
    const next = totpCode(secret, { step: totpStepAt(Date.now()) + 1 });
    expect((await secondFactorRequest(challengeCookieFrom(first), next)).status).toBe(200);
  });

  it('refuses a second submission: the invitation is used, and one account exists', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    const { answer, body } = await accept(token);
    expect(answer.status).toBe(200);
    const again = await sendAcceptance(token, body);
    expect(again).toMatchObject({ status: 410, data: { ok: false, message: invitationUnavailable.used.title } });
    expect(await openLink(token)).toMatchObject({ status: 410, data: { unavailable: 'used' } });
    expect(await db.select().from(staff).where(eq(staff.email, leilani.email)).all()).toHaveLength(1);
    expect((await eventsAbout(row.id)).filter((event) => event.kind === 'invitation-accepted')).toHaveLength(1);
  });

  it('works for 72 hours and not a moment longer', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    const created = Date.parse(row.createdAt);
    expect((await invitationByToken(db, token, created + invitationLifetimeMs - 1)).status).toBe('waiting');
    expect((await invitationByToken(db, token, created + invitationLifetimeMs)).status).toBe('expired');

    const page = await openLink(token);
    const enrolment = page.data.invitation?.enrolment;
    // 72 hours pass.
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(staffInvitations.id, row.id));
    expect(await openLink(token)).toMatchObject({ status: 410, data: { unavailable: 'expired' } });
    const late = await sendAcceptance(token, {
      password,
      passwordAgain: password,
      code: totpCode(enrolment?.secret ?? '', { nowMs: Date.now() }),
      enrolment: enrolment?.sealed,
    });
    expect(late).toMatchObject({ status: 410, data: { message: invitationUnavailable.expired.title } });
    expect(await db.select().from(staff).where(eq(staff.email, leilani.email)).all()).toEqual([]);
  });

  it('refuses a revoked invitation, and answers 404 for a link that names none', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    await owner.run(invitationsAction, { path: '/admin/team/invite', body: { intent: 'revoke', id: row.id } });
    expect(await openLink(token)).toMatchObject({ status: 410, data: { unavailable: 'revoked' } });
    const late = await sendAcceptance(token, {
      password,
      passwordAgain: password,
      code: '123456',
      enrolment: 'AAAA.BBBB',
    });
    expect(late).toMatchObject({ status: 410, data: { message: invitationUnavailable.revoked.title } });
    expect(await openLink(token.replace(/^./, token.startsWith('A') ? 'B' : 'A'))).toMatchObject({
      status: 404,
      data: { unavailable: 'unknown' },
    });
    expect(await openLink('short')).toMatchObject({ status: 404, data: { unavailable: 'unknown' } });
    expect(await db.select().from(staff).where(eq(staff.email, leilani.email)).all()).toEqual([]);
  });

  it('answers a wrong code or password with 400 on its field and makes nothing', async () => {
    const row = await invite();
    const token = await tokenOf(row.id);
    const wrongCode = await accept(token, { code: '000000' });
    expect(wrongCode.answer).toMatchObject({
      status: 400,
      data: { fieldErrors: { code: invitationMessages.codeWrong } },
    });
    const short = await accept(token, { password: 'too short', passwordAgain: 'too short' });
    expect(refusedFields(short.answer.data)).toEqual(['password']);
    const mismatch = await accept(token, { passwordAgain: `${password}!` });
    expect(mismatch.answer.data).toMatchObject({ fieldErrors: { passwordAgain: invitationMessages.passwordAgain } });
    const email = await accept(token, {
      password: leilani.email.toUpperCase(),
      passwordAgain: leilani.email.toUpperCase(),
    });
    expect(email.answer.data).toMatchObject({ fieldErrors: { password: invitationMessages.passwordIsEmail } });
    const forged = await accept(token, { enrolment: 'AAAA.BBBB' });
    expect(forged.answer).toMatchObject({ status: 400, data: { message: invitationMessages.enrolment } });
    expect(await db.select().from(staff).where(eq(staff.email, leilani.email)).all()).toEqual([]);
    expect((await openLink(token)).status).toBe(200);
  });

  it('stops a client that tries links at length, as the password sign-in does', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await openLink(`${'x'.repeat(42)}${attempt % 10}`)).status).toBe(404);
    }
    const row = await invite();
    const limited = await openLink(await tokenOf(row.id));
    expect(limited).toMatchObject({ status: 429, data: { unavailable: 'limited' } });
    expect(limited.headers.get('retry-after')).toBe('900');
  });
});
