import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { formExamples } from '@site/domain/forms/form-examples';
import { contactMessages } from '@site/domain/leads/contacts';
import type { LeadSource } from '@site/domain/leads/leads';
import { env } from 'cloudflare:workers';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { contactLeads, contacts, leadEvents, leads } from '../../db/schema';
import { updateLead } from './lead-writes';
import { contactView, mergeLeads, unmergeLead } from './contacts';

const db = database(env.DB);
const actor = 'ana.reyes@pacificspan.example';

interface Submission {
  id: string;
  email: string;
  phone?: string;
  source?: LeadSource;
  createdAt: string;
}

async function store(submissions: Submission[]) {
  for (const submission of submissions) {
    await db.insert(leads).values({
      id: submission.id,
      name: 'Leilani Kahale',
      email: submission.email,
      phone: submission.phone ?? null,
      location: 'Honolulu, HI',
      projectType: 'ADU',
      source: submission.source ?? 'contact',
      submission: contactSchema.parse({ ...formExamples.contact, email: submission.email }),
      idempotencyKey: `key-${submission.id}`,
      createdAt: submission.createdAt,
      updatedAt: submission.createdAt,
    });
    await db.insert(leadEvents).values({
      leadId: submission.id,
      at: submission.createdAt,
      actor: 'visitor',
      kind: 'created',
      after: { source: submission.source ?? 'contact' },
    });
  }
}

const rowsOf = (ids: string[]) => db.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.id)).all();
const version = async (id: string) =>
  (await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, id)).get())?.updatedAt ?? '';

async function merge(leadId: string, otherId: string) {
  return mergeLeads(
    db,
    {
      intent: 'merge',
      leadId,
      leadUpdatedAt: await version(leadId),
      otherId,
      otherUpdatedAt: await version(otherId),
    },
    actor,
  );
}

const withoutVersion = <Row extends { updatedAt: string }>(rows: Row[]) =>
  rows.map(({ updatedAt: _updatedAt, ...rest }) => rest);

describe('suggested duplicates (docs/product.md §12.9)', () => {
  it('matches the same e-mail in any case and the same phone digits, whatever the separators', async () => {
    await store([
      { id: 'a', email: 'Leilani@Example.com', phone: '(808) 555-0107', createdAt: '2026-01-05T10:00:00.000Z' },
      { id: 'b', email: 'leilani@example.com ', createdAt: '2026-02-05T10:00:00.000Z' },
      { id: 'c', email: 'lk@work.example', phone: '+1 808.555.0107', createdAt: '2026-03-05T10:00:00.000Z' },
      { id: 'd', email: 'LEILANI@example.com', phone: '808/555/0107', createdAt: '2026-04-05T10:00:00.000Z' },
      // Not the same person: another number, another address, and a number too short to tell.
      { id: 'e', email: 'someone@example.com', phone: '808 555 0108', createdAt: '2026-05-05T10:00:00.000Z' },
      { id: 'f', email: 'other@example.com', phone: '555-0107', createdAt: '2026-06-05T10:00:00.000Z' },
    ]);
    const view = await contactView(db, 'a');
    expect(view?.contactId).toBeUndefined();
    expect(view?.leads.map((lead) => lead.id)).toEqual(['a']);
    expect(view?.suggestions.map(({ lead, reasons }) => [lead.id, reasons])).toEqual([
      ['b', ['email']],
      ['c', ['phone']],
      ['d', ['email', 'phone']],
    ]);
  });

  it('answers null for a lead that does not exist', async () => {
    expect(await contactView(db, 'nobody')).toBeNull();
  });
});

describe('merge and un-merge (docs/decisions/030)', () => {
  const three: Submission[] = [
    { id: 'a', email: 'leilani@example.com', phone: '808-555-0107', createdAt: '2026-01-05T10:00:00.000Z' },
    { id: 'b', email: 'LEILANI@example.com', source: 'intake', createdAt: '2026-02-05T10:00:00.000Z' },
    { id: 'c', email: 'lk@work.example', phone: '8085550107', source: 'bid', createdAt: '2026-03-05T10:00:00.000Z' },
  ];

  it('shows merged submissions as one contact with one timeline, audited on each lead, losing nothing', async () => {
    await store(three);
    const before = await rowsOf(['a', 'b', 'c']);

    const first = await merge('a', 'b');
    expect(first.outcome).toBe('updated');
    const second = await merge('b', 'c');
    expect(second).toMatchObject({ outcome: 'updated' });
    if (second.outcome !== 'updated') return;
    const contactId = second.record.contactId;
    expect(contactId).toBeDefined();
    expect(second.record.leads.map((lead) => lead.id)).toEqual(['a', 'b', 'c']);
    expect(second.record.suggestions).toEqual([]);
    // One timeline: each submission's arrival, then each merge on each lead it moved, oldest first.
    expect(second.record.timeline.map((event) => [event.leadId, event.kind])).toEqual([
      ['a', 'created'],
      ['b', 'created'],
      ['c', 'created'],
      ['a', 'merged'],
      ['b', 'merged'],
      ['c', 'merged'],
    ]);
    expect(second.record.timeline.find((event) => event.leadId === 'c' && event.kind === 'merged')).toMatchObject({
      actor,
      before: { contactId: null },
      after: { contactId, mergedWith: ['b'] },
    });
    // Every lead, every submission as it was: only the version moved on.
    expect(withoutVersion(await rowsOf(['a', 'b', 'c']))).toEqual(withoutVersion(before));
    expect(await db.select().from(contacts).all()).toHaveLength(1);
    // Any of its submissions opens the same contact.
    expect((await contactView(db, 'c'))?.leads.map((lead) => lead.id)).toEqual(['a', 'b', 'c']);
  });

  it('un-merge restores exactly what was before: each lead alone, the contact gone, the undo audited', async () => {
    await store(three);
    const before = await rowsOf(['a', 'b']);
    await merge('a', 'b');
    const undone = await unmergeLead(db, { intent: 'unmerge', leadId: 'b', leadUpdatedAt: await version('b') }, actor);
    expect(undone).toMatchObject({ outcome: 'updated', record: { leads: [{ id: 'b' }] } });
    expect(withoutVersion(await rowsOf(['a', 'b']))).toEqual(withoutVersion(before));
    expect(await db.select().from(contactLeads).all()).toEqual([]);
    expect(await db.select().from(contacts).all()).toEqual([]);
    const audit = await db
      .select({ leadId: leadEvents.leadId, kind: leadEvents.kind, after: leadEvents.after })
      .from(leadEvents)
      .where(eq(leadEvents.kind, 'unmerged'))
      .orderBy(asc(leadEvents.leadId))
      .all();
    expect(audit).toEqual([
      { leadId: 'a', kind: 'unmerged', after: { contactId: null } },
      { leadId: 'b', kind: 'unmerged', after: { contactId: null } },
    ]);
    // And the two can be merged again.
    expect((await merge('a', 'b')).outcome).toBe('updated');
  });

  it('takes one lead out of a contact of three and leaves the other two together', async () => {
    await store(three);
    await merge('a', 'b');
    await merge('a', 'c');
    await unmergeLead(db, { intent: 'unmerge', leadId: 'c', leadUpdatedAt: await version('c') }, actor);
    expect((await contactView(db, 'a'))?.leads.map((lead) => lead.id)).toEqual(['a', 'b']);
    const alone = await contactView(db, 'c');
    expect(alone?.contactId).toBeUndefined();
    // Still the same phone as 'a': suggested again.
    expect(alone?.suggestions.map(({ lead }) => lead.id)).toEqual(['a']);
  });

  it('merges two contacts into one when their leads match', async () => {
    await store([...three, { id: 'd', email: 'lk@work.example', createdAt: '2026-04-05T10:00:00.000Z' }]);
    await merge('a', 'b');
    await merge('c', 'd');
    const joined = await merge('a', 'c');
    expect(joined).toMatchObject({ outcome: 'updated' });
    expect((await contactView(db, 'd'))?.leads.map((lead) => lead.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(await db.select().from(contacts).all()).toHaveLength(1);
  });

  it('refuses to merge leads that share neither e-mail nor phone, writing nothing', async () => {
    await store([
      { id: 'a', email: 'leilani@example.com', createdAt: '2026-01-05T10:00:00.000Z' },
      { id: 'x', email: 'someone@example.com', createdAt: '2026-01-06T10:00:00.000Z' },
    ]);
    expect(await merge('a', 'x')).toEqual({ outcome: 'invalid', fieldErrors: { otherId: contactMessages.noMatch } });
    expect(await db.select().from(contactLeads).all()).toEqual([]);
  });

  it('refuses a stale merge (a lead changed since the page showed it) and writes nothing', async () => {
    await store(three);
    const shown = { a: await version('a'), b: await version('b') };
    const edit = await updateLead(db, 'b', { status: 'contacted' }, actor);
    expect(edit.outcome).toBe('updated');
    const stale = await mergeLeads(
      db,
      { intent: 'merge', leadId: 'a', leadUpdatedAt: shown.a, otherId: 'b', otherUpdatedAt: shown.b },
      actor,
    );
    expect(stale).toMatchObject({ outcome: 'stale', current: { leads: [{ id: 'a' }] } });
    expect(await db.select().from(contactLeads).all()).toEqual([]);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, 'merged')).all()).toEqual([]);
  });

  it('refuses an un-merge from a page that showed the lead before a later merge', async () => {
    await store(three);
    await merge('a', 'b');
    const shownB = await version('b');
    await merge('a', 'c');
    // The merge of c moved only c's version: b's page is still current for b.
    expect(await version('b')).toBe(shownB);
    const shownC = await version('c');
    await updateLead(db, 'c', { notes: 'Called back' }, actor);
    expect(await version('c')).not.toBe(shownC);
    const stale = await unmergeLead(db, { intent: 'unmerge', leadId: 'c', leadUpdatedAt: shownC }, actor);
    expect(stale.outcome).toBe('stale');
    expect((await contactView(db, 'c'))?.leads).toHaveLength(3);
  });

  it('refuses to un-merge a lead that stands alone', async () => {
    await store(three);
    expect(await unmergeLead(db, { intent: 'unmerge', leadId: 'a', leadUpdatedAt: await version('a') }, actor)).toEqual(
      { outcome: 'invalid', fieldErrors: { leadId: contactMessages.notMerged } },
    );
  });
});
