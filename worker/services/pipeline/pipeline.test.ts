import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import type { LeadStatus } from '@site/domain/leads/leads';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leadEvents, leads, staff } from '../../db/schema';
import { storeStaffAccount } from '../../test/staff';
import { leadDetail } from './lead-reads';
import { updateLead } from './lead-writes';
import { addLeadNote, noteEventKind } from './lead-notes';
import { followUpQueue, leadBoard } from './pipeline';
import { recordLead } from '../lead-forms/leads';
import { staffNames } from '../staff/staff-directory';

const db = database(env.DB);
const today = '2026-11-23';

type Staff = Awaited<ReturnType<typeof storeStaffAccount>>;
let ana: Staff;
let kai: Staff;

beforeEach(async () => {
  ana = await storeStaffAccount('ana.reyes@pacificspan.example', 'Ana Reyes');
  kai = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
});

let counter = 0;
/** A contact-form lead, then set as a test needs it (status, estimate, owner, follow-up day, age). */
async function storeLead(fields: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  counter += 1;
  const result = await recordLead(db, {
    idempotencyKey: `pipeline-test-${counter}-0000000000`,
    submission: {
      source: 'contact',
      data: contactSchema.parse({
        name: fields.name ?? `Lead ${counter}`,
        email: `lead${counter}@example.com`,
        subject: 'A question',
        message: 'We would like a quote for a garage conversion.',
      }),
    },
  });
  if (result.outcome !== 'created') throw new Error('The lead was not created');
  if (Object.keys(fields).length > 0) await db.update(leads).set(fields).where(eq(leads.id, result.id));
  return result.id;
}

const current = async (id: string) => {
  const lead = await db.select().from(leads).where(eq(leads.id, id)).get();
  if (!lead) throw new Error(`No lead ${id}`);
  return lead;
};

describe('assigning a lead and its follow-up day', () => {
  it('is one audited edit naming the owner, and a second editor on the old version is refused', async () => {
    const id = await storeLead();
    const loaded = await current(id);
    const planned = await updateLead(
      db,
      id,
      { ownerId: kai.id, followUpOn: today, updatedAt: loaded.updatedAt },
      ana.email,
    );
    expect(planned).toMatchObject({
      outcome: 'updated',
      record: { owner: { id: kai.id, name: 'Kai Lono' }, followUpOn: today },
    });
    const late = await updateLead(db, id, { ownerId: null, updatedAt: loaded.updatedAt }, kai.email);
    expect(late).toMatchObject({ outcome: 'stale', current: { owner: { id: kai.id } } });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id));
    expect(events.map((event) => [event.kind, event.actor, event.after])).toEqual([
      ['created', 'visitor', expect.anything()],
      ['updated', ana.email, { ownerId: kai.id, followUpOn: today }],
    ]);
  });

  it('clears the follow-up day with null', async () => {
    const id = await storeLead({ followUpOn: today, ownerId: ana.id });
    const cleared = await updateLead(db, id, { followUpOn: null }, ana.email);
    expect(cleared).toMatchObject({ outcome: 'updated', record: { followUpOn: null } });
    expect((await current(id)).followUpOn).toBeNull();
  });
});

describe('notes', () => {
  it('are timeline entries with author and time, and leave the lead and its notes field alone', async () => {
    const id = await storeLead({ notes: 'From the spec field.' });
    const before = await current(id);
    expect(await addLeadNote(db, id, { text: 'Called, wants a site visit on Friday.' }, ana.email)).toEqual({
      outcome: 'added',
    });
    const after = await current(id);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.notes).toBe('From the spec field.');
    const detail = await leadDetail(db, env, id);
    const note = detail?.events.at(-1);
    expect(note).toMatchObject({
      kind: noteEventKind,
      actor: ana.email,
      after: { text: 'Called, wants a site visit on Friday.' },
    });
    expect(Date.now() - Date.parse(note?.at ?? '')).toBeLessThan(60_000);
  });

  it('on a lead that does not exist write nothing', async () => {
    expect(await addLeadNote(db, 'no-such-lead', { text: 'Hello' }, ana.email)).toEqual({ outcome: 'missing' });
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, noteEventKind)).all()).toHaveLength(0);
  });

  it('name their author: the directory keeps disabled accounts, whose past entries keep their name, marked former', async () => {
    await db.update(staff).set({ disabledAt: new Date().toISOString() }).where(eq(staff.id, kai.id));
    expect(await staffNames(db)).toEqual([
      { id: ana.id, email: ana.email, name: 'Ana Reyes' },
      { id: kai.id, email: kai.email, name: 'Kai Lono (former)' },
    ]);
  });
});

describe('the follow-up queue', () => {
  it('splits due today from overdue against the given day, mine first, open leads only', async () => {
    const kaisToday = await storeLead({ name: 'Kai today', ownerId: kai.id, followUpOn: today });
    const anasToday = await storeLead({ name: 'Ana today', ownerId: ana.id, followUpOn: today });
    const nobodysOld = await storeLead({ name: 'Nobody old', followUpOn: '2026-11-01' });
    const anasOld = await storeLead({ name: 'Ana old', ownerId: ana.id, followUpOn: '2026-11-20' });
    const kaisOlder = await storeLead({ name: 'Kai older', ownerId: kai.id, followUpOn: '2026-10-30' });
    await storeLead({ name: 'Won, no follow-up', ownerId: ana.id, followUpOn: '2026-11-02', status: 'won' });
    await storeLead({ name: 'Lost, no follow-up', followUpOn: today, status: 'lost' });
    await storeLead({ name: 'Tomorrow', ownerId: ana.id, followUpOn: '2026-11-24' });
    await storeLead({ name: 'No day' });

    const queue = await followUpQueue(db, ana.id, today);
    expect(queue.dueToday.map((lead) => lead.id)).toEqual([anasToday, kaisToday]);
    expect(queue.overdue.map((lead) => lead.id)).toEqual([anasOld, kaisOlder, nobodysOld]);
    expect(queue).toMatchObject({ today, dueTodayCount: 2, overdueCount: 3 });
    expect(queue.overdue[1]?.owner).toEqual({ id: kai.id, name: 'Kai Lono' });

    const kaisView = await followUpQueue(db, kai.id, today, 2);
    expect(kaisView.dueToday.map((lead) => lead.id)).toEqual([kaisToday, anasToday]);
    expect(kaisView.overdue.map((lead) => lead.id)).toEqual([kaisOlder, nobodysOld]);
    expect(kaisView.overdueCount).toBe(3);
  });

  it('moves with the calendar: tomorrow, today is overdue', async () => {
    const id = await storeLead({ followUpOn: today });
    const tomorrow = await followUpQueue(db, ana.id, '2026-11-24');
    expect(tomorrow.dueToday).toEqual([]);
    expect(tomorrow.overdue.map((lead) => lead.id)).toEqual([id]);
  });
});

const put = (status: LeadStatus, estimatedValue?: number) => storeLead({ status, estimatedValue });

describe('the status board', () => {
  it('counts and values every lead of a column but loads a bounded page of cards', async () => {
    for (const value of [100_000, 250_000, undefined]) await put('proposal', value);
    await put('won', 900_000);
    await put('new');
    const board = await leadBoard(db, 2);
    expect(board.map((column) => [column.status, column.count, column.estimatedValue, column.leads.length])).toEqual([
      ['new', 1, 0, 1],
      ['contacted', 0, 0, 0],
      ['qualified', 0, 0, 0],
      ['proposal', 3, 350_000, 2],
      ['won', 1, 900_000, 1],
      ['lost', 0, 0, 0],
    ]);
  });

  it('moves a card as an audited status change; a move made on an old card is refused and changes nothing', async () => {
    const id = await put('new', 40_000);
    const [card] = (await leadBoard(db)).find((column) => column.status === 'new')?.leads ?? [];
    if (!card) throw new Error('The lead is not on the board');

    const moved = await updateLead(db, id, { status: 'qualified', updatedAt: card.updatedAt }, ana.email);
    expect(moved).toMatchObject({ outcome: 'updated', record: { status: 'qualified' } });
    const stale = await updateLead(db, id, { status: 'lost', updatedAt: card.updatedAt }, kai.email);
    expect(stale).toMatchObject({ outcome: 'stale', current: { status: 'qualified' } });

    const board = await leadBoard(db);
    expect(board.find((column) => column.status === 'qualified')).toMatchObject({ count: 1, estimatedValue: 40_000 });
    expect(board.find((column) => column.status === 'lost')?.count).toBe(0);
    const audit = await db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all();
    expect(audit.map((event) => [event.actor, event.before, event.after])).toEqual([
      [ana.email, { status: 'new' }, { status: 'qualified' }],
    ]);
  });
});
