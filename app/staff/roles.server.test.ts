import { roleMessages, staffRoles } from '@site/domain/staff/roles';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import {
  leadEvents,
  leads,
  ndaAccessCodes,
  notifications,
  securityEvents,
  staff,
  staffInvitations,
  staffSessions,
  teamSettings,
} from '../../worker/db/schema';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { storeAccessCode } from '../../worker/test/nda';
import { signedInStaff } from '../../worker/test/staff';
import { runStaffRoute } from './test/staff-routes';
import { dashboardLoader } from './dashboard.server';
import { ndaCodesAction, ndaCodesLoader } from './nda-codes.server';
import { leadPageAction, leadPageLoader } from './lead.server';
import { loader as csvLoader } from './leads-csv';

const db = database(env.DB);

/** The route table and every route module's source, read as text (nothing runs), to find what each route exports. */
const routeTableSource = import.meta.glob<string>('../routes.ts', { query: '?raw', import: 'default', eager: true });
const routeSources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The modules a staff route's loader and action come from: the server modules and the resource routes. */
const routeModules = import.meta.glob<Record<string, unknown>>(
  ['./*.server.ts', './leads-csv.ts', './file.ts', './not-found.ts'],
  { eager: true },
);

/** The route files of the signed-in staff layout, as app/routes.ts lists them. */
function signedInRouteFiles(): string[] {
  const table = Object.values(routeTableSource)[0] ?? '';
  const start = table.indexOf("layout('staff/signed-in-layout.tsx'");
  // The signed-in layout's children end where its array closes, at its own indentation.
  const signedIn = table.slice(table.indexOf('[', start), table.indexOf('\n    ]),', start));
  return [...signedIn.matchAll(/'staff\/([\w.-]+)'/g)].map((match) => `./${match[1]}`);
}

/** A route's loader or action: its own export, or the server module's export it names. */
function handlerOf(file: string, kind: 'loader' | 'action'): unknown {
  const source = routeSources[file] ?? '';
  const own = routeModules[file]?.[kind];
  if (own) return own;
  const named = new RegExp(`export const ${kind} = (\\w+);`).exec(source)?.[1];
  if (!named) return undefined;
  const found = Object.values(routeModules).find((module) => named in module);
  return found?.[named];
}

const hasExport = (file: string, kind: 'loader' | 'action') =>
  new RegExp(`export (const|async function|function) ${kind}\\b`).test(routeSources[file] ?? '');

interface Declared {
  role: string;
  intentRoles: Record<string, string>;
}
type Action = ((args: Parameters<typeof ndaCodesAction>[0]) => Promise<unknown>) & { staffRoles: Declared };
const isDeclaredAction = (handler: unknown): handler is Action =>
  typeof handler === 'function' && 'staffRoles' in handler;
const isLoader = (handler: unknown): handler is typeof csvLoader => typeof handler === 'function';
const declaredLoaderRole = (handler: unknown) =>
  typeof handler === 'function' && 'staffRole' in handler ? handler.staffRole : undefined;

/** What a request may change, read whole: a refused request leaves every row as it was. */
const everything = async () => ({
  leads: await db.select().from(leads).all(),
  events: await db.select().from(leadEvents).all(),
  codes: await db.select().from(ndaAccessCodes).all(),
  staff: await db.select().from(staff).all(),
  sessions: await db.select().from(staffSessions).all(),
  settings: await db.select().from(teamSettings).all(),
  securityLog: await db.select().from(securityEvents).all(),
  invitations: await db.select().from(staffInvitations).all(),
  notifications: await db.select().from(notifications).all(),
});

/** The intents of the owner-only actions: an owner-only action refuses any body before reading it. */
const ownerActionIntents = [
  'create',
  'revoke',
  'invite',
  'role',
  'deactivate',
  'reactivate',
  'reset-second-factor',
  'end-session',
  'owner-passkeys',
];

describe('the route table: each staff loader and action declares the role it needs', () => {
  it('finds a declaration on every loader and action of the signed-in staff routes', () => {
    const files = signedInRouteFiles();
    expect(files).toEqual(expect.arrayContaining(['./dashboard.tsx', './lead.tsx', './leads-csv.ts', './team.tsx']));
    const missing: string[] = [];
    let actions = 0;
    for (const file of files) {
      if (
        hasExport(file, 'loader') &&
        !staffRoles.some((role) => role === declaredLoaderRole(handlerOf(file, 'loader')))
      )
        missing.push(`${file} loader`);
      if (hasExport(file, 'action')) {
        actions += 1;
        const action = handlerOf(file, 'action');
        if (!isDeclaredAction(action)) missing.push(`${file} action`);
      }
    }
    expect(missing).toEqual([]);
    expect(actions).toBeGreaterThanOrEqual(9);
  });

  it('refuses a staff member every owner-only loader, action and intent of the table with 403, changing nothing', async () => {
    await storeDemoLeads(db);
    const { id: codeId } = await storeAccessCode();
    const [lead] = await db.select({ id: leads.id }).from(leads).limit(1).all();
    const { cookie } = await signedInStaff('staff', 'kai.lono@pacificspan.example', 'Kai Lono');
    const { member: anOwner } = await signedInStaff('owner');
    const [ownerSession] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, anOwner.id)).all();
    const before = await everything();
    const answers: { target: string; status: number; data: unknown }[] = [];
    const params = { id: lead?.id ?? '' };
    for (const file of signedInRouteFiles()) {
      const loader = hasExport(file, 'loader') ? handlerOf(file, 'loader') : undefined;
      if (isLoader(loader) && declaredLoaderRole(loader) === 'owner') {
        const { status, data } = await runStaffRoute(loader, { cookie, path: '/admin/x', params });
        answers.push({ target: `${file} loader`, status, data });
      }
      const action = hasExport(file, 'action') ? handlerOf(file, 'action') : undefined;
      if (!isDeclaredAction(action)) continue;
      const { role, intentRoles } = action.staffRoles;
      const ownerIntents = Object.entries(intentRoles)
        .filter(([, needed]) => needed === 'owner')
        .map(([intent]) => intent);
      const intents = role === 'owner' ? [...ownerActionIntents, ...ownerIntents] : ownerIntents;
      for (const intent of intents) {
        // A body each intent would take from an owner: an NDA code, a lead, or the owner's account and session.
        const target = ['create', 'revoke'].includes(intent) ? codeId : anOwner.id;
        const body = {
          intent,
          id: target,
          label: 'A code',
          leadId: lead?.id,
          role: 'staff',
          sessionId: ownerSession?.id,
          required: true,
        };
        const { status, data } = await runStaffRoute(action, { cookie, path: '/admin/x', params, body });
        answers.push({ target: `${file} ${intent}`, status, data });
      }
    }
    const refusal = { status: 403, data: { ok: false, message: roleMessages.refused } };
    expect(answers).toEqual(answers.map(({ target }) => ({ target, ...refusal })));
    expect(answers.map(({ target }) => target)).toEqual(
      expect.arrayContaining([
        './leads-csv.ts loader',
        './lead.tsx erase',
        './nda-codes.tsx create',
        './nda-codes.tsx revoke',
        './team.tsx role',
        './team.tsx deactivate',
        './team.tsx reactivate',
        './team.tsx reset-second-factor',
        './team.tsx end-session',
        './team.tsx owner-passkeys',
        './team-invite.tsx loader',
        './team-invite.tsx invite',
        './team-invite.tsx revoke',
      ]),
    );
    expect(await everything()).toEqual(before);
  });
});

/** An owner, or Kai Lono as a staff member, signed in. */
const member = (role: 'owner' | 'staff') =>
  role === 'owner' ? signedInStaff('owner') : signedInStaff('staff', 'kai.lono@pacificspan.example', 'Kai Lono');

describe('owner-only actions', () => {
  let leadId = '';
  beforeEach(async () => {
    await storeDemoLeads(db);
    leadId = (await db.select({ id: leads.id }).from(leads).limit(1).get())?.id ?? '';
  });

  it('lets a staff member open a lead and see their role, but not erase it', async () => {
    const { cookie } = await member('staff');
    const page = await runStaffRoute(leadPageLoader, {
      cookie,
      path: `/admin/leads/${leadId}`,
      params: { id: leadId },
    });
    expect(page.status).toBe(200);
    expect(page.data.me.role).toBe('staff');
    const erase = await runStaffRoute(leadPageAction, {
      cookie,
      path: `/admin/leads/${leadId}`,
      params: { id: leadId },
      body: { intent: 'erase', leadId },
    });
    expect({ status: erase.status, data: erase.data }).toEqual({
      status: 403,
      data: { ok: false, message: roleMessages.refused },
    });
    const stored = await db.select().from(leads).where(eq(leads.id, leadId)).get();
    expect(stored?.erasedAt).toBeNull();
    expect(stored?.name).not.toBe('');
  });

  it('lets an owner erase the lead', async () => {
    const { cookie } = await member('owner');
    const erase = await runStaffRoute(leadPageAction, {
      cookie,
      path: `/admin/leads/${leadId}`,
      params: { id: leadId },
      body: { intent: 'erase', leadId },
    });
    expect(erase.status).toBe(200);
    expect((await db.select().from(leads).where(eq(leads.id, leadId)).get())?.erasedAt).not.toBeNull();
  });

  it('refuses a staff member the CSV export with 403, and serves it to an owner', async () => {
    const asStaff = await runStaffRoute(csvLoader, {
      cookie: (await member('staff')).cookie,
      path: '/admin/leads.csv',
    });
    expect({ status: asStaff.status, data: asStaff.data }).toEqual({
      status: 403,
      data: { ok: false, message: roleMessages.refused },
    });
    expect(asStaff.headers.get('cache-control')).toBe('private, no-store');
    const asOwner = await runStaffRoute(csvLoader, {
      cookie: (await member('owner')).cookie,
      path: '/admin/leads.csv',
    });
    expect(asOwner.status).toBe(200);
    expect(String(asOwner.data)).toContain('Daniel Ortega');
  });

  it('shows a staff member the NDA codes but refuses creating and revoking one; an owner may do both', async () => {
    const { id } = await storeAccessCode();
    const staffCookie = (await member('staff')).cookie;
    const list = await runStaffRoute(ndaCodesLoader, { cookie: staffCookie, path: '/admin/nda-codes' });
    expect(list.data.codes).toHaveLength(1);
    for (const body of [
      { intent: 'create', label: 'Kai’s code' },
      { intent: 'revoke', id },
    ]) {
      const refused = await runStaffRoute(ndaCodesAction, { cookie: staffCookie, path: '/admin/nda-codes', body });
      expect(refused.status).toBe(403);
    }
    expect(
      await db.select({ id: ndaAccessCodes.id, revokedAt: ndaAccessCodes.revokedAt }).from(ndaAccessCodes).all(),
    ).toEqual([{ id, revokedAt: null }]);

    const ownerCookie = (await member('owner')).cookie;
    const revoked = await runStaffRoute(ndaCodesAction, {
      cookie: ownerCookie,
      path: '/admin/nda-codes',
      body: { intent: 'revoke', id },
    });
    expect(revoked.status).toBe(200);
  });

  it('puts the role in the session data every staff page reads', async () => {
    for (const role of staffRoles) {
      const { cookie } = await member(role);
      const dashboard = await runStaffRoute(dashboardLoader, { cookie });
      expect(dashboard.data.staff.role).toBe(role);
    }
  });
});
