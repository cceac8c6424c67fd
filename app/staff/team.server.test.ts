import { signInMessages } from '@site/domain/staff/sign-in';
import { passkeyMessages } from '@site/domain/staff/passkeys';
import { roleMessages } from '@site/domain/staff/roles';
import { formerName, teamMessages } from '@site/domain/staff/team';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import {
  leads,
  securityEvents,
  staff as staffTable,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
  teamSettings,
} from '../../worker/db/schema';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { testPasskey } from '../../worker/test/authenticator';
import { enrolledStaffAccount, fullSignIn, signInRequest, signedInStaff } from '../../worker/test/staff';
import { leadPageLoader } from './lead.server';
import { sessionsAction, sessionsLoader } from './sessions.server';
import { teamAction, teamLoader } from './team.server';
import { isSignedIn, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';

const db = database(env.DB);
// Security events are not emptied between tests by the shared setup: each test here starts with an empty log.
beforeEach(async () => {
  await db.delete(securityEvents);
});
const owner = staffSignedInBeforeEach();

const teamChange = (body: unknown, cookie = owner.cookie) =>
  runStaffRoute(teamAction, { path: '/admin/team', cookie, body });

/** Kai Lono, a staff member signed in in another browser. */
const colleague = () => signedInStaff('staff', 'kai.lono@pacificspan.example', 'Kai Lono');

const memberRow = (id: string) => db.select().from(staffTable).where(eq(staffTable.id, id)).get();
const entries = () =>
  db
    .select({ kind: securityEvents.kind, actorId: securityEvents.actorId, subject: securityEvents.subject })
    .from(securityEvents)
    .orderBy(asc(securityEvents.id))
    .all()
    .then((rows) => rows.filter((row) => row.kind !== 'sign-in'));

/** Adds a passkey to the account behind `cookie`, as the Sessions tab does. */
async function addPasskey(cookie: string, name = 'Work laptop') {
  const passkey = await testPasskey();
  const options = await runStaffRoute(sessionsAction, {
    path: '/admin/sessions',
    cookie,
    body: { intent: 'passkey-options' },
  });
  const challenge = options.data.ok ? (options.data.passkeyOptions?.challenge ?? '') : '';
  const added = await runStaffRoute(sessionsAction, {
    path: '/admin/sessions',
    cookie,
    body: { intent: 'passkey-add', name, response: await passkey.register(challenge) },
  });
  expect(added.status).toBe(200);
  return passkey;
}

describe('the Team page', () => {
  it('lists every member with role, last sign-in, sign-in methods and active sessions, to owners and staff alike', async () => {
    const kai = await colleague();
    await addPasskey(kai.cookie);
    for (const cookie of [owner.cookie, kai.cookie]) {
      const page = await runStaffRoute(teamLoader, { path: '/admin/team', cookie });
      expect(page.status).toBe(200);
      expect(page.data.members).toEqual([
        {
          id: owner.member.id,
          name: 'Ana Reyes',
          email: owner.member.email,
          role: 'owner',
          lastSignInAt: expect.any(String),
          authenticator: true,
          passkeys: 0,
          sessions: [expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{64}$/) })],
          deactivatedAt: null,
          you: cookie === owner.cookie,
        },
        {
          id: kai.member.id,
          name: 'Kai Lono',
          email: kai.member.email,
          role: 'staff',
          lastSignInAt: expect.any(String),
          authenticator: true,
          passkeys: 1,
          sessions: [expect.objectContaining({ deviceHint: expect.any(String) })],
          deactivatedAt: null,
          you: cookie === kai.cookie,
        },
      ]);
      expect(page.data.ownerPasskeysRequired).toBe(false);
    }
  });
});

describe('owner actions on the team', () => {
  it('changes a role, with its security log entry; changing it to what it is records nothing', async () => {
    const kai = await colleague();
    const made = await teamChange({ intent: 'role', id: kai.member.id, role: 'owner' });
    expect(made.status).toBe(200);
    expect((await memberRow(kai.member.id))?.role).toBe('owner');
    const again = await teamChange({ intent: 'role', id: kai.member.id, role: 'owner' });
    expect(again.status).toBe(200);
    expect(await entries()).toEqual([{ kind: 'role-changed', actorId: owner.member.id, subject: kai.member.id }]);
  });

  it('never demotes or deactivates the last active owner: 409 with the field’s message, nothing written', async () => {
    const demoted = await teamChange({ intent: 'role', id: owner.member.id, role: 'staff' });
    expect(demoted.status).toBe(409);
    expect(demoted.data).toEqual({
      ok: false,
      message: teamMessages.lastOwner,
      fieldErrors: { role: teamMessages.lastOwner },
    });
    const deactivated = await teamChange({ intent: 'deactivate', id: owner.member.id });
    expect(deactivated.status).toBe(409);
    expect(deactivated.data).toMatchObject({ fieldErrors: { id: teamMessages.lastOwner } });
    expect(await memberRow(owner.member.id)).toMatchObject({ role: 'owner', disabledAt: null });
    expect(await isSignedIn(owner.cookie)).toBe(true);
    expect(await entries()).toEqual([]);
  });

  it('counts only active owners: a deactivated second owner does not let the last active one go', async () => {
    const ben = await signedInStaff('owner', 'ben.okafor@pacificspan.example', 'Ben Okafor');
    expect((await teamChange({ intent: 'deactivate', id: ben.member.id })).status).toBe(200);
    expect((await teamChange({ intent: 'role', id: owner.member.id, role: 'staff' })).status).toBe(409);
    // With Ben back, either owner may step down, and then the other is the last one.
    expect((await teamChange({ intent: 'reactivate', id: ben.member.id })).status).toBe(200);
    expect((await teamChange({ intent: 'role', id: owner.member.id, role: 'staff' })).status).toBe(200);
    const benAsOwner = await fullSignIn(ben.account);
    expect(benAsOwner.status).toBe(200);
    expect((await memberRow(owner.member.id))?.role).toBe('staff');
    expect(
      (
        await runStaffRoute(teamAction, {
          path: '/admin/team',
          cookie: owner.cookie,
          body: { intent: 'reactivate', id: ben.member.id },
        })
      ).status,
    ).toBe(403);
  });

  it('deactivates a member: their open session is refused on its next request, they cannot sign in, and their work keeps their name, marked former', async () => {
    const kai = await colleague();
    await storeDemoLeads(db);
    const lead = await db.select({ id: leads.id }).from(leads).limit(1).get();
    await db
      .update(leads)
      .set({ ownerId: kai.member.id })
      .where(eq(leads.id, lead?.id ?? ''));
    expect(await isSignedIn(kai.cookie)).toBe(true);

    const done = await teamChange({ intent: 'deactivate', id: kai.member.id });
    expect(done.data).toEqual({ ok: true, message: teamMessages.deactivated });
    expect(await isSignedIn(kai.cookie)).toBe(false);
    const sessions = await db.select().from(staffSessions).where(eq(staffSessions.staffId, kai.member.id)).all();
    expect(sessions.every((session) => session.endedAt !== null)).toBe(true);
    const signIn = await signInRequest(kai.account.email, kai.account.password);
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toMatchObject({ message: signInMessages.signInFailed });

    const page = await runStaffRoute(leadPageLoader, {
      path: `/admin/leads/${lead?.id}`,
      cookie: owner.cookie,
      params: { id: lead?.id ?? '' },
    });
    expect(page.data.lead.owner).toEqual({ id: kai.member.id, name: formerName('Kai Lono') });
    expect(page.data.people).toContainEqual(expect.objectContaining({ id: kai.member.id, name: 'Kai Lono (former)' }));
    expect(page.data.staff.map((member) => member.id)).not.toContain(kai.member.id);

    const twice = await teamChange({ intent: 'deactivate', id: kai.member.id });
    expect(twice.status).toBe(409);
    expect(await entries()).toEqual([
      { kind: 'member-deactivated', actorId: owner.member.id, subject: kai.member.id },
      { kind: 'sign-in-failed', actorId: kai.member.id, subject: null },
    ]);
  });

  it('reactivates a member, who signs in again (their old sessions stay ended)', async () => {
    const kai = await colleague();
    await teamChange({ intent: 'deactivate', id: kai.member.id });
    const back = await teamChange({ intent: 'reactivate', id: kai.member.id });
    expect(back.data).toEqual({ ok: true, message: teamMessages.reactivated });
    expect(await isSignedIn(kai.cookie)).toBe(false);
    expect((await fullSignIn(kai.account)).status).toBe(200);
    expect((await teamChange({ intent: 'reactivate', id: kai.member.id })).status).toBe(409);
    expect((await entries()).map((entry) => entry.kind)).toEqual(['member-deactivated', 'member-reactivated']);
  });

  it('resets a member’s second factor: authenticator and recovery codes forgotten, sessions ended, passkeys kept', async () => {
    const kai = await colleague();
    await addPasskey(kai.cookie);
    const reset = await teamChange({ intent: 'reset-second-factor', id: kai.member.id });
    expect(reset.data).toEqual({ ok: true, message: teamMessages.secondFactorReset });
    expect(await memberRow(kai.member.id)).toMatchObject({ totpSecret: null, totpLastStep: null });
    expect(
      await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, kai.member.id)).all(),
    ).toEqual([]);
    expect(await db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, kai.member.id)).all()).toHaveLength(1);
    expect(await isSignedIn(kai.cookie)).toBe(false);
    const next = await signInRequest(kai.account.email, kai.account.password);
    expect(await next.json()).toMatchObject({ step: 'enrol' });
    expect(await entries()).toEqual([
      { kind: 'passkey-added', actorId: kai.member.id, subject: kai.member.id },
      { kind: 'second-factor-reset', actorId: owner.member.id, subject: kai.member.id },
    ]);
    expect((await teamChange({ intent: 'reset-second-factor', id: 'nobody' })).status).toBe(404);
  });

  it('ends one session of a member; a session that is not theirs or already over is 404', async () => {
    const kai = await colleague();
    const [session] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, kai.member.id)).all();
    const sessionId = session?.id ?? '';
    const wrongMember = await teamChange({ intent: 'end-session', id: owner.member.id, sessionId });
    expect(wrongMember.status).toBe(404);
    const ended = await teamChange({ intent: 'end-session', id: kai.member.id, sessionId });
    expect(ended.data).toEqual({ ok: true, message: teamMessages.sessionEnded });
    expect(await isSignedIn(kai.cookie)).toBe(false);
    expect((await teamChange({ intent: 'end-session', id: kai.member.id, sessionId })).status).toBe(404);
    expect(await entries()).toEqual([{ kind: 'session-ended', actorId: owner.member.id, subject: kai.member.id }]);
  });

  it('answers bad input with 400 and the field’s message', async () => {
    const bad = await teamChange({ intent: 'role', id: '<x>', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { id: teamMessages.member, role: teamMessages.role } });
    const session = await teamChange({ intent: 'end-session', id: owner.member.id, sessionId: 'nope' });
    expect(session.data).toMatchObject({ fieldErrors: { sessionId: teamMessages.session } });
  });

  it('refuses every owner action to a staff member with 403, changing nothing', async () => {
    const kai = await colleague();
    const before = {
      staff: await db.select().from(staffTable).all(),
      sessions: await db.select().from(staffSessions).all(),
    };
    const [session] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, owner.member.id)).all();
    for (const body of [
      { intent: 'role', id: kai.member.id, role: 'owner' },
      { intent: 'deactivate', id: owner.member.id },
      { intent: 'reactivate', id: owner.member.id },
      { intent: 'reset-second-factor', id: owner.member.id },
      { intent: 'end-session', id: owner.member.id, sessionId: session?.id ?? '' },
      { intent: 'owner-passkeys', required: false },
    ]) {
      const refused = await teamChange(body, kai.cookie);
      expect({ intent: body.intent, status: refused.status, data: refused.data }).toEqual({
        intent: body.intent,
        status: 403,
        data: { ok: false, message: roleMessages.refused },
      });
    }
    expect({
      staff: await db.select().from(staffTable).all(),
      sessions: await db.select().from(staffSessions).all(),
    }).toEqual(before);
    expect(await db.select().from(teamSettings).all()).toEqual([]);
    expect(await entries()).toEqual([]);
  });
});

describe('passkeys required of owners', () => {
  it('cannot be turned on by an owner without a passkey (422 with the reason)', async () => {
    const refused = await teamChange({ intent: 'owner-passkeys', required: true });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ fieldErrors: { required: teamMessages.ownerPasskeyFirst } });
    expect(await db.select().from(teamSettings).all()).toEqual([]);
  });

  it('once on, refuses an owner’s right password with the reason, lets staff in as before, and is logged', async () => {
    await addPasskey(owner.cookie);
    const on = await teamChange({ intent: 'owner-passkeys', required: true });
    expect(on.data).toEqual({ ok: true, message: teamMessages.ownerPasskeysOn });
    expect(
      (await runStaffRoute(teamLoader, { path: '/admin/team', cookie: owner.cookie })).data.ownerPasskeysRequired,
    ).toBe(true);
    const refused = await signInRequest(owner.account.email, owner.account.password);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: teamMessages.ownerPasskeyRequired });
    const wrong = await signInRequest(owner.account.email, 'not the password');
    expect(wrong.status).toBe(401);
    const kai = await enrolledStaffAccount('kai.lono@pacificspan.example', 'Kai Lono', {}, 'staff');
    expect(await isSignedIn(kai.sessionCookie)).toBe(true);

    expect((await teamChange({ intent: 'owner-passkeys', required: true })).status).toBe(200);
    const off = await teamChange({ intent: 'owner-passkeys', required: false });
    expect(off.data).toEqual({ ok: true, message: teamMessages.ownerPasskeysOff });
    expect((await signInRequest(owner.account.email, owner.account.password)).status).toBe(200);
    const kinds = (await entries()).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'owner-passkeys-changed')).toHaveLength(2);
  });
});

describe('passkey names and the security log', () => {
  it('renames one of the member’s own passkeys, never another’s; adding, renaming and removing are logged', async () => {
    const passkey = await addPasskey(owner.cookie);
    const renamed = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: owner.cookie,
      body: { intent: 'passkey-rename', id: passkey.id, name: 'Office desktop' },
    });
    expect(renamed.data).toEqual({ ok: true, message: passkeyMessages.renamed });
    const tab = await runStaffRoute(sessionsLoader, { path: '/admin/sessions', cookie: owner.cookie });
    expect(tab.data.passkeys.map((row) => row.name)).toEqual(['Office desktop']);

    const kai = await colleague();
    const notTheirs = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: kai.cookie,
      body: { intent: 'passkey-rename', id: passkey.id, name: 'Mine now' },
    });
    expect(notTheirs.status).toBe(404);
    const blank = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: owner.cookie,
      body: { intent: 'passkey-rename', id: passkey.id, name: ' ' },
    });
    expect(blank.data).toMatchObject({ fieldErrors: { name: passkeyMessages.name } });
    await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: owner.cookie,
      body: { intent: 'passkey-remove', id: passkey.id },
    });
    expect(await entries()).toEqual(
      ['passkey-added', 'passkey-renamed', 'passkey-removed'].map((kind) => ({
        kind,
        actorId: owner.member.id,
        subject: owner.member.id,
      })),
    );
  });
});
