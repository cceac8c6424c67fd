import type { LeadSource } from '@site/domain/leads/leads';
import { regionOfLead } from '@site/domain/staff/analytics';
import {
  normaliseLead,
  type LeadSubmission,
  type LeadSubmissionData,
  type NormalisedLead,
} from '@site/domain/leads/normalise';
import { plannedNotifications, type NotificationKind } from '@site/domain/leads/notifications';
import { responseDueAt } from '@site/domain/leads/promises';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEvents, leadFiles, leads } from '../../db/schema';
import { fileReferencesOf } from '../lead-files/lead-files';
import { sha256Hex } from '../protection/crypto';
import { withServerEstimate } from './estimates';
import {
  enqueueNotifications,
  plannedNotificationStatements,
  withinConfirmationLimits,
  type Outgoing,
} from '../notifications/notifications';

export interface LeadCapture {
  source: LeadSource;
  fields: NormalisedLead;
  submission: LeadSubmissionData;
  idempotencyKey: string;
  /** Fingerprint of the request the key was first used with (see `requestHashOf`). */
  requestHash: string;
  estimatedValue?: number;
  /** What staff should know about how the lead arrived, kept on its 'created' event. */
  note?: Record<string, unknown>;
  actor?: string;
  /** The e-mails this lead causes, written with it (docs/decisions/021); none for the demo seed. */
  notifications?: { kind: NotificationKind; recipient?: string }[];
  /** Turnstile could not be reached when it arrived (docs/decisions/089). */
  unverified?: boolean;
}

export type CaptureResult =
  /** A new lead and the notifications it planned (to hand to the queue). */
  | { outcome: 'created'; id: string; notifications: Outgoing[] }
  /** The lead this key and request already made: nothing new was written, no e-mail planned again. */
  | { outcome: 'replayed'; id: string }
  /** The key was first used with a different request: the caller answers 422. */
  | { outcome: 'conflict' };

/**
 * Stores a lead, its 'created' audit event and its notification outbox rows in one batch (D1 has no
 * interactive transactions). The unique idempotency key decides races: the losing insert is ignored, and
 * so are its event and its notifications.
 */
export async function captureLead(db: Database, capture: LeadCapture): Promise<CaptureResult> {
  const id = crypto.randomUUID();
  const { fields } = capture;
  const urgent = fields.urgency !== undefined;
  const planned = (capture.notifications ?? []).map((notification) => ({
    ...notification,
    id: crypto.randomUUID(),
    urgent,
  }));
  const createdAt = new Date().toISOString();
  const fileIds = fileReferencesOf(capture.submission).map((reference) => reference.clientId);
  const [inserted] = await db.batch([
    db
      .insert(leads)
      .values({
        id,
        createdAt,
        updatedAt: createdAt,
        responseDueAt: responseDueAt(capture.source, fields.urgency ?? null, createdAt),
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? null,
        company: fields.company ?? null,
        location: fields.location,
        region: regionOfLead(fields.location),
        projectType: fields.projectType,
        source: capture.source,
        estimatedValue: capture.estimatedValue ?? null,
        submission: capture.submission,
        idempotencyKey: capture.idempotencyKey,
        requestHash: capture.requestHash,
        urgency: fields.urgency ?? null,
        isUrgent: urgent,
        unverified: capture.unverified ?? false,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id }),
    // Selecting through the new id inserts nothing when the lead insert above lost to an existing key.
    db.insert(leadEvents).select(
      db
        .select({
          // drizzle checks these are the table's columns, in its order; null lets SQLite number the event.
          id: sql<number>`null`.as('id'),
          leadId: leads.id,
          at: leads.createdAt,
          actor: sql<string>`${capture.actor ?? 'visitor'}`.as('actor'),
          kind: sql<string>`'created'`.as('kind'),
          before: sql<null>`null`.as('before'),
          after: sql<string>`${JSON.stringify({ source: capture.source, ...fields, ...capture.note })}`.as('after'),
        })
        .from(leads)
        .where(eq(leads.id, id)),
    ),
    ...plannedNotificationStatements(db, id, planned),
    // The request's files become the lead's, only when the lead insert above won (docs/decisions/077).
    ...(fileIds.length === 0
      ? []
      : [
          db
            .update(leadFiles)
            .set({ leadId: id })
            .where(
              and(
                eq(leadFiles.requestKey, capture.idempotencyKey),
                inArray(leadFiles.clientId, fileIds),
                isNull(leadFiles.leadId),
                sql`exists (select 1 from ${leads} where ${leads.id} = ${id})`,
              ),
            ),
        ]),
  ]);
  if (inserted.length > 0) {
    return {
      outcome: 'created',
      id,
      notifications: planned.map(({ id: notificationId }) => ({ id: notificationId, urgent })),
    };
  }
  const existing = await db
    .select({ id: leads.id, requestHash: leads.requestHash })
    .from(leads)
    .where(eq(leads.idempotencyKey, capture.idempotencyKey))
    .get();
  if (!existing) throw new Error('Lead insert was ignored but no lead holds its idempotency key');
  return existing.requestHash === capture.requestHash
    ? { outcome: 'replayed', id: existing.id }
    : { outcome: 'conflict' };
}

/**
 * The request a key stands for: the source and the submission as the server stores it (validated, unknown
 * fields and secrets gone), so formatting differences do not matter and a stored hash reveals no access code.
 */
export const requestHashOf = (source: LeadSource, submission: Record<string, unknown>) =>
  sha256Hex(`${source}\n${JSON.stringify(submission)}`);

export interface LeadRecording {
  submission: LeadSubmission;
  idempotencyKey: string;
  actor?: string;
  /**
   * The queue that carries the lead's e-mails: the staff alert and, to an address the visitor gave, the
   * confirmation (within its limits, keyed with the secret). Without it (the demo seed) no e-mail is planned.
   */
  outbox?: Pick<Env, 'NOTIFICATIONS' | 'KEYED_HASH_SECRET'>;
  /** Turnstile could not be reached (docs/decisions/089): kept, marked, and no confirmation sent. */
  unverified?: boolean;
}

export type RecordedLead = CaptureResult & { submission: LeadSubmission };

interface Prepared {
  submission: LeadSubmission;
  estimatedValue?: number;
  note?: Record<string, unknown>;
}

/** The browser's numbers are never stored: a calculator lead gets the server's estimate. */
function prepare(submission: LeadSubmission): Prepared {
  if (submission.source !== 'calculator') return { submission };
  const { data, estimatedValue, note } = withServerEstimate(submission.data);
  return { submission: { source: 'calculator', data }, estimatedValue, note };
}

/**
 * The one way a validated form becomes a lead: recompute what the browser computed, normalise into the
 * admin Lead, fingerprint the request and capture it. The API and the local seed both come through here.
 */
export async function recordLead(db: Database, recording: LeadRecording): Promise<RecordedLead> {
  const { submission, estimatedValue, note } = prepare(recording.submission);
  const fields = normaliseLead(submission);
  const result = await captureLead(db, {
    source: submission.source,
    fields,
    submission: submission.data,
    idempotencyKey: recording.idempotencyKey,
    requestHash: await requestHashOf(submission.source, submission.data),
    estimatedValue,
    note,
    actor: recording.actor,
    unverified: recording.unverified,
    notifications: recording.outbox
      ? await withinConfirmationLimits(
          db,
          recording.outbox.KEYED_HASH_SECRET,
          plannedNotifications(submission.source, fields.email, recording.unverified),
          recording.idempotencyKey,
        )
      : [],
  });
  if (result.outcome === 'created' && recording.outbox) {
    await enqueueNotifications(db, recording.outbox.NOTIFICATIONS, result.notifications);
  }
  return { ...result, submission };
}
