import { leadEditMessages, staleEditMessages } from '@site/domain/staff/lead-edits';
import { leadStatuses } from '@site/domain/leads/leads';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { leadEvents, leads } from '../../worker/db/schema';
import { demoLeadsBeforeEach } from '../../worker/test/staff-data';
import { today } from './test/lead-table';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { boardAction, boardLoader } from './board.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

const board = () => staff.run(boardLoader, { path: '/admin/board' });
/** A card dropped in another column. */
const move = (body: unknown) => staff.run(boardAction, { path: '/admin/board', body });
const leadRow = (id: string) => db.select().from(leads).where(eq(leads.id, id)).get();

describe('the status board', () => {
  const idOf = demoLeadsBeforeEach();

  it('shows every column in pipeline order and the signed-in staff member’s follow-ups due today', async () => {
    await db
      .update(leads)
      .set({ ownerId: staff.member.id, followUpOn: today })
      .where(eq(leads.id, idOf('seed-bid-1')));
    const answer = await board();
    expect(answer.status).toBe(200);
    const { me, columns, followUps } = answer.data;
    expect(me).toEqual(staff.member);
    expect(answer.data.today).toBe(today);
    expect(columns.map((column) => [column.status, column.count])).toEqual(
      leadStatuses.map((status) => [status, status === 'new' ? 7 : 0]),
    );
    expect(columns[0]?.leads).toHaveLength(7);
    expect(followUps).toMatchObject({ dueTodayCount: 1, overdueCount: 0 });
    expect(followUps.dueToday.map((lead) => lead.name)).toEqual(['Priya Raman']);
  });

  it('moves a card as an audited status change of the version the board showed', async () => {
    const id = idOf('seed-partner-1');
    const shown = await leadRow(id);
    const moved = await move({ leadId: id, status: 'contacted', updatedAt: shown?.updatedAt });
    expect(moved.status).toBe(200);
    expect(moved.data).toEqual({ ok: true, message: leadEditMessages.updated });
    const { columns } = (await board()).data;
    expect(columns.find((column) => column.status === 'contacted')?.leads.map((lead) => lead.id)).toEqual([id]);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all();
    expect(events.map((event) => [event.leadId, event.actor, event.before, event.after])).toEqual([
      [id, staff.member.email, { status: 'new' }, { status: 'contacted' }],
    ]);
  });

  it('refuses a move made on an old card with 409 and the lead as it is now, changing nothing', async () => {
    const id = idOf('seed-partner-1');
    const shown = await leadRow(id);
    await staff.editLead(id, { status: 'qualified' });
    const stale = await move({ leadId: id, status: 'lost', updatedAt: shown?.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      ok: false,
      message: staleEditMessages.lead,
      current: { id, status: 'qualified' },
    });
    expect((await leadRow(id))?.status).toBe('qualified');
  });

  it('answers a move of an unknown lead with 404 and a bad move with 400 and its fields', async () => {
    const missing = await move({ leadId: 'no-such-lead', status: 'won', updatedAt: '' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'This lead no longer exists.' });
    const bad = await move({ leadId: idOf('seed-bid-1'), status: 'sold' });
    expect(bad.status).toBe(400);
    expect(refusedFields(bad.data)).toEqual(['status', 'updatedAt']);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all()).toEqual([]);
  });

  it('sends the board and its moves to sign in without a session', async () => {
    const id = idOf('seed-bid-1');
    expect((await runStaffRoute(boardLoader, { path: '/admin/board' })).location).toBe('/admin/login');
    const shown = await leadRow(id);
    const refused = await runStaffRoute(boardAction, {
      path: '/admin/board',
      body: { leadId: id, status: 'won', updatedAt: shown?.updatedAt },
    });
    expect(refused.status).toBe(302);
    expect((await leadRow(id))?.status).toBe('new');
  });
});
