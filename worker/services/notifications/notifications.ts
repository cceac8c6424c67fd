import {
  emergencyResponseMinutes,
  notificationSettings,
  type AdminFailedNotification,
  type AdminNotificationsOverview,
  type AdminNotification,
  type NotificationKind,
  type NotificationSettings,
  type SettingsCheck,
} from '@site/domain/leads/notifications';
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { replyAddress } from '@site/domain/leads/conversations';
import {
  leadEvents,
  leadMessages,
  leads,
  notifications,
  staff,
  staffInvitations,
  type Lead,
  type NotificationRecord,
} from '../../db/schema';
import { keyedHash } from '../protection/keyed-hash';
import { filesOfLeads } from '../lead-files/lead-files';
import { renderInvitation, renderNotification, renderSignInAlert, type RenderedEmail } from './notification-emails';
import { invitationPath } from '@site/domain/staff/invitations';
import { invitationToken, staffKeys } from '../staff/staff-keys';
import { admit, confirmationRecipientLimit, confirmationSiteLimit, forget, siteWide } from '../protection/rate-limit';
import { securityLog } from '../protection/security-log';

/** What travels on the queue: only the row's id, so the e-mail is always built from what D1 holds now. */
export interface NotificationMessage {
  notificationId: string;
  urgent: boolean;
  /** Absent for a lead's e-mail; an owners' health alert is a row of `health_alerts` (docs/decisions/097). */
  outbox?: 'health-alerts';
}

/** A row handed to the queue. */
export interface Outgoing {
  id: string;
  urgent: boolean;
}

/** A message no longer on the queue after this long, and not sent, was lost: the sweep sends it again. */
export const strandedAfterMs = 5 * 60_000;
/** A claim older than this belongs to a consumer that died mid-send. */
export const claimTimeoutMs = 2 * 60_000;
/** Each retry waits longer; by default 10 s, 30 s, 60 s, 120 s, all inside `strandedAfterMs`. */
const retryFactors = [1, 3, 6, 12];
export function retryDelayFor(attempt: number, env: Env): number {
  const configured = Number(env.NOTIFY_RETRY_DELAY_SECONDS);
  const base = Number.isFinite(configured) && configured >= 0 ? configured : 10;
  return base * (retryFactors[Math.min(Math.max(attempt, 1), retryFactors.length) - 1] ?? 1);
}

const isoNow = () => new Date().toISOString();
const isoAgo = (ms: number, now = Date.now()) => new Date(now - ms).toISOString();

let reportedProblems = '';
/**
 * The settings, checked on every use; a problem is logged the first time it is seen in an isolate (and again
 * when it changes), so a broken list is loud in the log without repeating on every request.
 */
export function checkedSettings(env: Env): SettingsCheck {
  const check = notificationSettings(env);
  const problems = check.ok ? '' : check.problems.join(' ');
  if (problems !== reportedProblems) {
    reportedProblems = problems;
    if (problems) console.error(`E-mail notifications are misconfigured: ${problems}`);
  }
  return check;
}

/**
 * The planned e-mails without a visitor confirmation past its limits (docs/decisions/070): one per recipient
 * a day, by the address's keyed hash, and the site-wide hourly cap. Counted under the lead's idempotency key,
 * so a retried submission is not counted twice. The staff alert always stays.
 */
export async function withinConfirmationLimits<P extends { kind: NotificationKind; recipient?: string }>(
  db: Database,
  keyedHashSecret: string,
  planned: P[],
  idempotencyKey: string,
): Promise<P[]> {
  const recipientHash = await keyedHash(keyedHashSecret, 'confirmation-recipient');
  const kept: P[] = [];
  for (const notification of planned) {
    if (notification.kind !== 'visitor-confirmation' || !notification.recipient) {
      kept.push(notification);
      continue;
    }
    const recipient = await recipientHash(notification.recipient.toLowerCase());
    if (!(await admit(db, confirmationRecipientLimit, recipient, idempotencyKey)).admitted) {
      securityLog('confirmation.skipped', { limit: 'recipient', recipient: recipient.slice(0, 12) });
      continue;
    }
    if (!(await admit(db, confirmationSiteLimit, siteWide, idempotencyKey)).admitted) {
      await forget(db, confirmationRecipientLimit, recipient, idempotencyKey);
      securityLog('confirmation.skipped', { limit: 'site' });
      continue;
    }
    kept.push(notification);
  }
  return kept;
}

/**
 * The statements that plan a lead's e-mails, for the lead's own `db.batch`: each row and its 'queued' event
 * are selected through the new lead's id, so a lead insert that lost to an existing key plans nothing.
 */
export function plannedNotificationStatements(
  db: Database,
  leadId: string,
  planned: { id: string; kind: NotificationKind; recipient?: string; urgent: boolean }[],
) {
  return planned.flatMap((notification) => [
    db.insert(notifications).select(
      // Columns in table order: id, lead_id, staff_invitation_id, kind, recipient, status, urgent, attempts,
      // last_error, message_id, created_at, touched_at, sent_at.
      sql`select ${notification.id}, ${leads.id}, null, ${notification.kind}, ${notification.recipient ?? null}, 'queued',
          ${notification.urgent ? 1 : 0}, 0, null, null, ${leads.createdAt}, null, null
          from ${leads} where ${leads.id} = ${leadId}`,
    ),
    db.insert(leadEvents).select(
      sql`select null, ${leads.id}, ${leads.createdAt}, 'system', 'notification-queued', null,
          ${JSON.stringify({ notificationId: notification.id, kind: notification.kind })}
          from ${leads} where ${leads.id} = ${leadId}`,
    ),
  ]);
}

/**
 * Hands rows to the queue, emergencies first. A failure here loses nothing: the rows stay queued and the
 * cron sweep hands them over again, so the caller's request still succeeds.
 */
export async function enqueueNotifications(db: Database, queue: Queue, outgoing: Outgoing[]): Promise<void> {
  if (outgoing.length === 0) return;
  const ordered = outgoing.toSorted((a, b) => Number(b.urgent) - Number(a.urgent));
  try {
    await queue.sendBatch(
      ordered.map(({ id, urgent }) => ({ body: { notificationId: id, urgent } satisfies NotificationMessage })),
    );
  } catch (error) {
    console.error('Could not hand notifications to the queue; the sweep will retry them', error);
    return;
  }
  await db
    .update(notifications)
    .set({ touchedAt: isoNow() })
    .where(
      inArray(
        notifications.id,
        ordered.map((row) => row.id),
      ),
    );
}

function recipientsOf(row: NotificationRecord, lead: Lead, settings: NotificationSettings): string[] {
  if (row.kind === 'visitor-confirmation' || row.kind === 'staff-reply') return row.recipient ? [row.recipient] : [];
  // An answer alerts the lead's owner; a lead nobody has taken alerts the staff list.
  if (row.kind === 'reply-received' && row.recipient) return [row.recipient];
  return lead.isUrgent ? [...new Set([...settings.staff, ...settings.emergency])] : settings.staff;
}

/**
 * Where an answer to the e-mail goes: a staff reply's to the lead's reply address, so the client's answer comes
 * back onto the lead (docs/decisions/078); a new lead's staff alert's to the visitor. A confirmation and the
 * alert of an answer name none (staff answer from the lead's page).
 */
function replyToOf(row: NotificationRecord, lead: Lead, env: Env): string | undefined {
  if (row.kind === 'staff-reply') {
    if (!lead.replyToken) throw new Error('The lead has no reply address');
    if (!env.REPLY_DOMAIN) throw new Error('REPLY_DOMAIN is not set');
    return replyAddress(lead.replyToken, env.REPLY_DOMAIN);
  }
  const toVisitor = row.kind === 'staff-alert' || row.kind === 'emergency-realert';
  return toVisitor && lead.email.includes('@') ? lead.email : undefined;
}

export type DeliveryOutcome = 'sent' | 'not-due';

interface OutgoingEmail {
  to: string[];
  email: RenderedEmail;
  replyTo?: string;
}

/** A lead's e-mail, built from the lead that D1 holds now. */
async function leadEmail(
  db: Database,
  env: Env,
  claimed: NotificationRecord,
  settings: NotificationSettings,
): Promise<OutgoingEmail> {
  if (!claimed.leadId) throw new Error('The notification names no lead');
  const lead = await db.select().from(leads).where(eq(leads.id, claimed.leadId)).get();
  if (!lead) throw new Error(`The lead ${claimed.leadId} no longer exists`);
  const message =
    claimed.kind === 'staff-reply' || claimed.kind === 'reply-received'
      ? await db.select().from(leadMessages).where(eq(leadMessages.notificationId, claimed.id)).get()
      : undefined;
  // The staff alerts list the lead's files (docs/decisions/077); a visitor's confirmation and a conversation's
  // e-mails do not.
  const files =
    claimed.kind === 'staff-alert' || claimed.kind === 'emergency-realert' ? await filesOfLeads(db, [lead.id]) : [];
  return {
    to: recipientsOf(claimed, lead, settings),
    email: renderNotification(claimed.kind, lead, settings, message, files),
    replyTo: replyToOf(claimed, lead, env),
  };
}

/**
 * A staff invitation's e-mail (docs/decisions/095): its link's token is made again from the invitation's id,
 * since D1 keeps only its hash.
 */
async function invitationEmail(
  db: Database,
  env: Env,
  invitationId: string,
  settings: NotificationSettings,
): Promise<OutgoingEmail> {
  const row = await db
    .select({
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      invitedBy: staff.name,
    })
    .from(staffInvitations)
    .leftJoin(staff, eq(staff.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.id, invitationId))
    .get();
  if (!row) throw new Error(`The invitation ${invitationId} no longer exists`);
  const token = await invitationToken(await staffKeys(env.STAFF_AUTH_SECRET), invitationId);
  return { to: [row.email], email: renderInvitation(row, `${settings.siteUrl}${invitationPath(token)}`) };
}

/**
 * The alert of failed sign-ins to a staff account (docs/decisions/070), to the address the row names, greeting
 * the member by the name D1 holds now.
 */
async function signInAlertEmail(db: Database, recipient: string | null): Promise<OutgoingEmail> {
  if (!recipient) throw new Error('The sign-in alert names no account');
  const member = await db.select({ name: staff.name }).from(staff).where(eq(staff.email, recipient)).get();
  if (!member) throw new Error('The staff account of the sign-in alert no longer exists');
  return { to: [recipient], email: renderSignInAlert(member) };
}

/** What the row sends: an invitation, a sign-in alert, or a lead's e-mail. */
function emailOf(db: Database, env: Env, claimed: NotificationRecord, settings: NotificationSettings) {
  if (claimed.staffInvitationId) return invitationEmail(db, env, claimed.staffInvitationId, settings);
  if (claimed.kind === 'staff-sign-in-alert') return signInAlertEmail(db, claimed.recipient);
  return leadEmail(db, env, claimed, settings);
}

/** The From line of every e-mail the site sends, as the e-mail binding takes it. */
export const senderOf = ({ from }: NotificationSettings) =>
  from.name ? { name: from.name, email: from.address } : from.address;

/** A send the e-mail service took is recorded with up to this many tries of D1, waiting longer each time. */
const recordTries = 5;
const recordWaitMs = 200;

/**
 * Records a send the e-mail service took. It cannot be taken back, so the row never goes back to 'queued' (the
 * queue would send it again): a failed write is tried again. The batch is idempotent, written only while the row
 * is still 'sending', so one that D1 applied but did not confirm changes nothing the second time. When every try
 * fails the row stays claimed, and the sweep sends it again once the claim is old (docs/security.md, "Platform
 * failures": the only way an e-mail goes twice besides the service failing after it took one).
 */
async function recordSent(db: Database, id: string, event: Record<string, unknown>, messageId: string) {
  const sending = and(eq(notifications.id, id), eq(notifications.status, 'sending'));
  for (let attempt = 1; ; attempt++) {
    try {
      await db.batch([
        // Written only while the row exists and belongs to a lead: a lead erased during the send keeps no entry naming its address
        // (docs/decisions/080). Columns in table order: id (auto), lead_id, at, actor, kind, before, after.
        db.insert(leadEvents).select(
          sql`select null, ${notifications.leadId}, ${isoNow()}, 'system', 'notification-sent', null,
              ${JSON.stringify(event)} from ${notifications} where ${sending} and ${notifications.leadId} is not null`,
        ),
        db
          .update(notifications)
          .set({ status: 'sent', messageId, sentAt: isoNow(), lastError: null, touchedAt: isoNow() })
          .where(sending),
      ]);
      return;
    } catch (error) {
      if (attempt >= recordTries) throw error;
      console.error(`Notification ${id} was sent but not recorded (try ${attempt}); trying again`, error);
      await new Promise((resolve) => setTimeout(resolve, recordWaitMs * 2 ** (attempt - 1)));
    }
  }
}

/**
 * Sends one notification at most once: the row is claimed ('sending') before the e-mail service is called
 * and marked sent after, so a redelivered or swept message finds it sent or claimed and sends nothing.
 * Throws when the send fails; the row goes back to 'queued' with the reason, for the queue to retry.
 */
export async function deliverNotification(db: Database, env: Env, id: string): Promise<DeliveryOutcome> {
  const now = isoNow();
  const [claimed] = await db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, touchedAt: now })
    .where(
      and(
        eq(notifications.id, id),
        or(
          eq(notifications.status, 'queued'),
          and(eq(notifications.status, 'sending'), lt(notifications.touchedAt, isoAgo(claimTimeoutMs))),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'not-due';

  let sent: { to: string[]; messageId: string };
  try {
    const check = checkedSettings(env);
    if (!check.ok) throw new Error(`E-mail is not configured: ${check.problems.join(' ')}`);
    const { to, email, replyTo } = await emailOf(db, env, claimed, check.settings);
    if (to.length === 0) throw new Error('The notification has no recipient');
    const result = await env.EMAIL.send({
      from: senderOf(check.settings),
      to,
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      ...(replyTo ? { replyTo } : {}),
    });
    sent = { to, messageId: result.messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(notifications)
      .set({ status: 'queued', lastError: reason.slice(0, 500), touchedAt: isoNow() })
      .where(eq(notifications.id, id));
    throw error;
  }
  await recordSent(
    db,
    id,
    { notificationId: id, kind: claimed.kind, to: sent.to.join(', '), messageId: sent.messageId },
    sent.messageId,
  );
  return 'sent';
}

/** The dead-letter queue's verdict: every retry failed, so staff see it failed, with the last reason. */
export async function markNotificationFailed(db: Database, id: string): Promise<void> {
  const [failed] = await db
    .update(notifications)
    .set({ status: 'failed', touchedAt: isoNow() })
    .where(and(eq(notifications.id, id), inArray(notifications.status, ['queued', 'sending'])))
    .returning();
  // An invitation's e-mail has no lead timeline: the owner sees it still waiting on /admin/team/invite.
  if (!failed?.leadId) return;
  await db.insert(leadEvents).values({
    leadId: failed.leadId,
    actor: 'system',
    kind: 'notification-failed',
    after: {
      notificationId: id,
      kind: failed.kind,
      attempts: failed.attempts,
      reason: failed.lastError ?? 'Every attempt to send failed',
    },
  });
}

/** Emergencies nobody moved out of 'new' after 15 minutes, alerted through the outbox, not yet re-alerted. */
async function planEmergencyRealerts(db: Database, now: number): Promise<Outgoing[]> {
  const due = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.isUrgent, true),
        eq(leads.status, 'new'),
        lt(leads.createdAt, isoAgo(emergencyResponseMinutes * 60_000, now)),
        // A day-old emergency is a lead for the list, not a page for the phone.
        sql`${leads.createdAt} > ${isoAgo(86_400_000, now)}`,
        sql`exists (select 1 from ${notifications} where ${notifications.leadId} = ${leads.id} and ${notifications.kind} = 'staff-alert')`,
        sql`not exists (select 1 from ${notifications} where ${notifications.leadId} = ${leads.id} and ${notifications.kind} = 'emergency-realert')`,
      ),
    )
    .all();
  const planned: Outgoing[] = [];
  for (const lead of due) {
    const id = crypto.randomUUID();
    // The unique (lead, kind) index makes a second sweep racing this one plan nothing: it alerts again once.
    const [row] = await db
      .insert(notifications)
      .values({ id, leadId: lead.id, kind: 'emergency-realert', urgent: true })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    await db.insert(leadEvents).values({
      leadId: lead.id,
      actor: 'system',
      kind: 'notification-queued',
      after: { notificationId: id, kind: 'emergency-realert', reason: 'Not acted on within 15 minutes' },
    });
    planned.push({ id, urgent: true });
  }
  return planned;
}

/**
 * The cron's pass: unsent rows nobody has touched for a while (the queue lost them, or the hand-over
 * failed) go to the queue again, and unanswered emergencies get their one re-alert. Returns what it queued.
 */
export async function sweepNotifications(db: Database, env: Env, now = Date.now()): Promise<Outgoing[]> {
  checkedSettings(env);
  const stranded = await db
    .select({ id: notifications.id, urgent: notifications.urgent })
    .from(notifications)
    .where(
      and(
        inArray(notifications.status, ['queued', 'sending']),
        lt(sql`coalesce(${notifications.touchedAt}, ${notifications.createdAt})`, isoAgo(strandedAfterMs, now)),
      ),
    )
    .orderBy(desc(notifications.urgent), asc(notifications.createdAt))
    .limit(100)
    .all();
  const outgoing = [...(await planEmergencyRealerts(db, now)), ...stranded];
  await enqueueNotifications(db, env.NOTIFICATIONS, outgoing);
  return outgoing;
}

export type ResendResult = { outcome: 'queued'; notification: AdminNotification } | { outcome: 'not-found' | 'busy' };

/**
 * Staff's resend: a failed notification, or a sent one the recipient says never arrived, goes back to the
 * queue with fresh attempts. One in flight is left alone, so a double click cannot send twice.
 */
export async function resendNotification(
  db: Database,
  env: Env,
  id: string,
  actor: string,
  { leadId }: { leadId?: string } = {},
): Promise<ResendResult> {
  // From a lead's page only that lead's e-mails can be sent again; any other id is not there.
  // Only a lead's e-mails: an invitation is sent again by inviting again (docs/decisions/095).
  const which = and(
    eq(notifications.id, id),
    leadId === undefined ? isNotNull(notifications.leadId) : eq(notifications.leadId, leadId),
  );
  const [row] = await db
    .update(notifications)
    .set({ status: 'queued', attempts: 0, lastError: null, touchedAt: isoNow() })
    .where(and(which, inArray(notifications.status, ['failed', 'sent'])))
    .returning();
  if (!row?.leadId) {
    const exists = await db.select({ id: notifications.id }).from(notifications).where(which).get();
    return { outcome: exists ? 'busy' : 'not-found' };
  }
  await db.insert(leadEvents).values({
    leadId: row.leadId,
    actor,
    kind: 'notification-resend',
    after: { notificationId: id, kind: row.kind },
  });
  await enqueueNotifications(db, env.NOTIFICATIONS, [{ id, urgent: row.urgent }]);
  return { outcome: 'queued', notification: toAdminNotification({ ...row, leadId: row.leadId }, env) };
}

/** A lead's notification row: every one staff read on a lead's page or the dashboard. */
type LeadNotificationRecord = NotificationRecord & { leadId: string };

function toAdminNotification(row: LeadNotificationRecord, env: Env): AdminNotification {
  const check = notificationSettings(env);
  const staffList = check.ok
    ? (row.urgent ? [...new Set([...check.settings.staff, ...check.settings.emergency])] : check.settings.staff).join(
        ', ',
      )
    : 'Staff list (not configured)';
  return { ...row, recipient: row.recipient ?? staffList };
}

/** A lead's e-mails, oldest first: a statement, so a page can read it in the batch of the lead. */
export const leadNotificationsQuery = (db: Database, leadId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.leadId, leadId))
    .orderBy(asc(notifications.createdAt), asc(notifications.kind));

/** The e-mails as staff read them: a staff e-mail names the lists it went to. */
export const toAdminNotifications = (rows: NotificationRecord[], env: Env): AdminNotification[] =>
  rows.flatMap((row) => (row.leadId ? [toAdminNotification({ ...row, leadId: row.leadId }, env)] : []));

export async function failedNotifications(db: Database, env: Env): Promise<AdminFailedNotification[]> {
  const rows = await db
    .select({ notification: notifications, leadId: leads.id, leadName: leads.name, leadSource: leads.source })
    .from(notifications)
    .innerJoin(leads, eq(leads.id, notifications.leadId))
    .where(eq(notifications.status, 'failed'))
    .orderBy(desc(notifications.urgent), desc(notifications.touchedAt))
    .limit(50)
    .all();
  return rows.map((row) => ({
    ...toAdminNotification({ ...row.notification, leadId: row.leadId }, env),
    leadName: row.leadName,
    leadSource: row.leadSource,
  }));
}

/** The dashboard's e-mail card: what is wrong with the settings, and the notifications that failed. */
export async function notificationsOverview(db: Database, env: Env): Promise<AdminNotificationsOverview> {
  const check = checkedSettings(env);
  return { configProblems: check.ok ? [] : check.problems, failed: await failedNotifications(db, env) };
}
