import type { LeadFields, LeadSource } from '@site/domain/leads';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadEvents, leads } from '../db/schema';

export interface LeadCapture {
  source: LeadSource;
  fields: LeadFields;
  submission: Record<string, unknown>;
  idempotencyKey: string;
  actor?: string;
}

export interface CapturedLead {
  id: string;
  /** False when the key was already used: the first lead is returned and nothing new is written. */
  created: boolean;
}

/**
 * Stores a lead and its 'created' audit event in one batch (D1 has no interactive transactions). The
 * unique idempotency key decides races: the losing insert is ignored, and so is its event.
 */
export async function captureLead(db: Database, capture: LeadCapture): Promise<CapturedLead> {
  const id = crypto.randomUUID();
  const { fields } = capture;
  const [inserted] = await db.batch([
    db
      .insert(leads)
      .values({
        id,
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? null,
        company: fields.company ?? null,
        location: fields.location,
        projectType: fields.projectType,
        source: capture.source,
        submission: capture.submission,
        idempotencyKey: capture.idempotencyKey,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id }),
    // Selecting through the new id inserts nothing when the lead insert above lost to an existing key.
    // Columns in table order: id (auto), lead_id, created_at, actor, kind, before, after.
    db.insert(leadEvents).select(
      sql`select null, ${leads.id}, ${leads.createdAt}, ${capture.actor ?? 'visitor'}, 'created', null,
          ${JSON.stringify({ source: capture.source, ...fields })} from ${leads} where ${leads.id} = ${id}`,
    ),
  ]);
  if (inserted.length > 0) return { id, created: true };
  const existing = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, capture.idempotencyKey))
    .get();
  if (!existing) throw new Error('Lead insert was ignored but no lead holds its idempotency key');
  return { id: existing.id, created: false };
}
