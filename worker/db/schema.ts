import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { LeadSource, LeadStatus } from '@site/domain/leads';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** The admin Lead of spec part 2 §3, plus what staff need to trust it: the raw submission and its key. */
export const leads = sqliteTable(
  'leads',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    location: text('location').notNull(),
    projectType: text('project_type').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    source: text('source').$type<LeadSource>().notNull(),
    estimatedValue: integer('estimated_value'),
    notes: text('notes'),
    /** The whole validated submission as JSON, so nothing the visitor typed is lost in normalising. */
    submission: text('submission', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** One per filled form: a retried or double-clicked submit finds the first lead instead of a second. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_source_idx').on(table.source),
    index('leads_status_idx').on(table.status),
  ],
);

/** Append-only audit trail: who changed what on a lead, and when. */
export const leadEvents = sqliteTable(
  'lead_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: createdAt(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (table) => [index('lead_events_lead_idx').on(table.leadId, table.at)],
);

export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
