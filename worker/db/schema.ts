import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AdminRegion } from '@site/domain/staff/lead-table';
import type { ProjectStatus } from '@site/domain/staff/projects';
import { staffRoles } from '@site/domain/staff/roles';
import type { SecurityEventKind } from '@site/domain/staff/security-log';
import type { UrgencyLevel } from '@site/domain/lead-forms/emergency';
import type { MessageAttachment, MessageDirection, SenderChecks } from '@site/domain/leads/conversations';
import type { FunnelPeriodDays } from '@site/domain/leads/funnel';
import type { LeadFileField, LeadFileKind } from '@site/domain/lead-forms/lead-files';
import type { LeadSource, LeadStatus } from '@site/domain/leads/leads';
import type { ErasedSubmission, LeadSubmissionData } from '@site/domain/leads/normalise';
import type { NotificationKind, NotificationStatus } from '@site/domain/leads/notifications';
import type { HealthFigureId } from '@site/domain/staff/health';
import type { Recommendation } from '@site/domain/partners/recommendation';
import type { RecommendationRequest } from '@site/domain/partners/recommendation-schema';
import type {
  AttributedMetric,
  ConnectionType,
  Device,
  Histogram,
  SiteSpeedMetric,
  SiteSpeedRoute,
  StoredSiteSpeedReading,
} from '@site/domain/site-speed/site-speed';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** The admin Lead (docs/product.md §12.3), plus what staff need to trust it: the raw submission and its key. */
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
    /**
     * The whole validated submission as JSON, so nothing the visitor typed is lost in normalising: the request
     * of the form `source` names; an empty object once the lead is erased (docs/decisions/080).
     */
    submission: text('submission', { mode: 'json' }).$type<LeadSubmissionData | ErasedSubmission>().notNull(),
    /** One per filled form: a retried or double-clicked submit finds the first lead instead of a second. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * SHA-256 of the endpoint and the validated request, so the same key with a different body is refused
     * (422) instead of answered with a lead it does not describe. Null for leads stored before it existed.
     */
    requestHash: text('request_hash'),
    /** The emergency form's urgency tier; null for every other source. */
    urgency: text('urgency').$type<UrgencyLevel>(),
    /** Emergencies sort first in the admin list, whatever their tier. */
    isUrgent: integer('is_urgent', { mode: 'boolean' }).notNull().default(false),
    /**
     * Kept while Turnstile could not be reached (docs/decisions/089): not shown to be a person, so no
     * confirmation was sent; staff confirm it or discard it as spam.
     */
    unverified: integer('unverified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The staff member who follows the lead up; null while nobody has taken it. */
    ownerId: text('owner_id').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * The owner's name, kept by triggers as the owner or their name changes (migrations/0010), only so the
     * table's owner order has an index of the leads (docs/decisions/069); staff read the name from `staff`.
     */
    ownerSortName: text('owner_sort_name'),
    /** The day staff promised to follow up (YYYY-MM-DD, the business's own calendar day); null for none. */
    followUpOn: text('follow_up_on'),
    /**
     * The state the location names (regionOfLead), stored at capture so the lead table filters and sorts by it
     * in SQL (docs/decisions/032).
     */
    region: text('region').$type<AdminRegion>().notNull().default('Unknown'),
    /**
     * When the answer the lead's form promised is due (docs/decisions/078), set at capture from its source and
     * urgency tier; null when the source promises none.
     */
    responseDueAt: text('response_due_at'),
    /**
     * When staff first answered: the first reply sent from the lead's page, or the first status change out of
     * 'new' (a trigger stamps that one, migrations/0015). Null while the promise clock runs.
     */
    firstResponseAt: text('first_response_at'),
    /** The secret part of the lead's reply address (reply+<token>@REPLY_DOMAIN); null until staff first reply. */
    replyToken: text('reply_token'),
    /** Mail to the reply address after this is refused: it moves on with each reply sent. */
    replyExpiresAt: text('reply_expires_at'),
    /**
     * When staff erased the lead's personal data on request (docs/decisions/080): the row stays as a tombstone
     * with only its non-personal facts, so the counts and the funnel stay right. Null for a lead as captured.
     */
    erasedAt: text('erased_at'),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    uniqueIndex('leads_reply_token_idx').on(table.replyToken),
    // Each order of the table ends in the id, so each is one index a page walks from its cursor
    // (docs/decisions/069); the nocase, status-rank and empty-last orders are expression indexes written in
    // migrations/0010, since drizzle's index builder cannot collate an expression.
    index('leads_owner_idx').on(table.ownerId, table.id),
    // The follow-up views count their leads from this index alone, with a region or an owner too
    // (docs/decisions/069).
    index('leads_follow_up_idx').on(table.followUpOn, table.status, table.region, table.ownerId),
    index('leads_source_idx').on(table.source, table.id),
    index('leads_status_idx').on(table.status, table.isUrgent, table.createdAt, table.id),
    index('leads_urgent_first_idx').on(table.isUrgent, table.createdAt, table.id),
    index('leads_region_idx').on(table.region, table.id),
    // The health page counts the leads waiting for staff's verdict (docs/decisions/089) from this index alone.
    index('leads_unverified_idx')
      .on(table.createdAt)
      .where(sql`${table.unverified} = 1 and ${table.erasedAt} is null`),
  ],
);

/**
 * How many leads hold each status, source and region, and the sum of their estimates: the dashboard's cards,
 * the board's column totals and the table's total, read in a few rows instead of a scan of every lead. Kept
 * by triggers on `leads` in the statement that changes a lead (migrations/0010, docs/decisions/069).
 */
export const leadCounts = sqliteTable(
  'lead_counts',
  {
    status: text('status').$type<LeadStatus>().notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    region: text('region').$type<AdminRegion>().notNull(),
    leads: integer('leads').notNull(),
    estimatedValue: integer('estimated_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.source, table.region] })],
);

/** Leads received per week (its Monday, UTC, YYYY-MM-DD), kept by the same triggers: the dashboard's chart. */
export const leadWeeks = sqliteTable('lead_weeks', {
  weekStart: text('week_start').primaryKey(),
  leads: integer('leads').notNull(),
});

/**
 * What the funnel needs of each lead (docs/product.md §12.8) in one narrow row: its columns, and the two facts
 * of its timeline (when its status first left 'new', whether it ever held a qualified-or-later status),
 * kept by triggers on `leads` and `lead_events` (docs/decisions/069), so a period's report reads one index.
 */
export const leadFunnelFacts = sqliteTable(
  'lead_funnel_facts',
  {
    leadId: text('lead_id').primaryKey(),
    createdAt: text('created_at').notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    status: text('status').$type<LeadStatus>().notNull(),
    estimatedValue: integer('estimated_value'),
    firstContactAt: text('first_contact_at'),
    wasQualified: integer('was_qualified', { mode: 'boolean' }).notNull().default(false),
    /** The lead's promise clock (docs/decisions/078), copied by the triggers: the analytics' promises kept. */
    responseDueAt: text('response_due_at'),
    firstResponseAt: text('first_response_at'),
  },
  (table) => [
    index('lead_funnel_facts_period_idx').on(
      table.createdAt,
      table.source,
      table.status,
      table.estimatedValue,
      table.firstContactAt,
      table.wasQualified,
      table.responseDueAt,
      table.firstResponseAt,
    ),
  ],
);

/**
 * The funnel of each quick period (30, 90 and 365 days up to `to_day`), its tallies as JSON, stored by the
 * minute's cron and filled by the first read of a day it lacks (docs/decisions/069): the quick periods are the
 * pages staff open, and a stored report spares them a read of every lead of the period.
 */
export const funnelReports = sqliteTable('funnel_reports', {
  days: text('days').$type<FunnelPeriodDays>().primaryKey(),
  toDay: text('to_day').notNull(),
  tallies: text('tallies').notNull(),
  computedAt: text('computed_at').notNull(),
});

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

/**
 * The e-mail outbox (docs/decisions/021): one row per e-mail a lead causes, written in the same batch as the
 * lead, so a lead can never exist without its alert. The queue consumer claims a row before sending and
 * marks it sent after, so a redelivered message never sends twice.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** The lead the e-mail is about; null only for a staff invitation's (docs/decisions/095). */
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** The staff invitation whose link the e-mail carries; the link is derived again at send time, never stored. */
    staffInvitationId: text('staff_invitation_id').references(() => staffInvitations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The visitor's own address for a confirmation; null for staff e-mails, whose lists are read at send time. */
    recipient: text('recipient'),
    status: text('status').$type<NotificationStatus>().notNull().default('queued'),
    /** Emergencies go first: the sweep and the admin read them in this order. */
    urgent: integer('urgent', { mode: 'boolean' }).notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, in words staff can act on. */
    lastError: text('last_error'),
    /** The e-mail service's id of the sent message. */
    messageId: text('message_id'),
    createdAt: createdAt(),
    /** When the row was last handed to the queue or tried by the consumer; the sweep looks for old ones. */
    touchedAt: text('touched_at'),
    sentAt: text('sent_at'),
  },
  (table) => [
    // At most one of each kind per lead: a replay or a second sweep cannot plan the same e-mail twice. A
    // conversation has many replies and answers (docs/decisions/078), so their e-mails are left out.
    uniqueIndex('notifications_lead_kind_idx')
      .on(table.leadId, table.kind)
      .where(sql`${table.kind} not in ('staff-reply', 'reply-received')`),
    index('notifications_status_idx').on(table.status, table.touchedAt),
    // The health page's unsent e-mails (docs/decisions/097), from this small index alone: with statistics,
    // SQLite would rather walk the whole table than look up each unsent row's attempts and age.
    index('notifications_unsent_idx')
      .on(table.createdAt, table.attempts)
      .where(sql`${table.status} in ('queued', 'sending')`),
  ],
);

/**
 * A lead's conversation (docs/decisions/078): staff replies sent from its page (each sent through its own
 * outbox row) and the answers that came back to its reply address. Answers are stored as text, never HTML.
 */
export const leadMessages = sqliteTable(
  'lead_messages',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<MessageDirection>().notNull(),
    /** The staff e-mail for a reply; the sender's address for an answer. */
    author: text('author').notNull(),
    subject: text('subject').notNull(),
    /** The answer without quoted history and signature; for a reply, what staff wrote. */
    text: text('text').notNull(),
    /** Everything the message said, as text. */
    fullText: text('full_text').notNull(),
    /** An answer's SPF, DKIM and DMARC results as the receiving server recorded them; null for a reply. */
    senderChecks: text('sender_checks', { mode: 'json' }).$type<SenderChecks>(),
    attachments: text('attachments', { mode: 'json' })
      .$type<MessageAttachment[]>()
      .notNull()
      .default(sql`'[]'`),
    /** A reply's outbox row: its status is the reply's delivery. */
    notificationId: text('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('lead_messages_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * Sliding-window rate limits (docs/decisions/008): one row per admitted submission (its idempotency key) or
 * per failed NDA attempt, per client and bucket. Rows older than a bucket's window are deleted as it is used.
 */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    /** SHA-256 of the client's address: enough to tell clients apart without keeping the address. */
    client: text('client').notNull(),
    token: text('token').notNull(),
    /** Milliseconds since the epoch. */
    at: integer('at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.client, table.token] }),
    index('rate_limit_hits_window_idx').on(table.bucket, table.client, table.at),
  ],
);

/** NDA portal access codes (docs/decisions/009): never the code itself, only its salted PBKDF2 hash. */
export const ndaAccessCodes = sqliteTable('nda_access_codes', {
  id: text('id').primaryKey(),
  /** Who the code was given to, for staff ('Island Land Partners, March 2027'). */
  label: text('label').notNull(),
  salt: text('salt').notNull(),
  hash: text('hash').notNull(),
  iterations: integer('iterations').notNull(),
  createdAt: createdAt(),
  revokedAt: text('revoked_at'),
});

/** One chat conversation, so staff can read what visitors asked (docs/product.md §8.3). */
export const chatConversations = sqliteTable('chat_conversations', {
  /** The session id the browser keeps for the conversation. */
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  updatedAt: text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    /** Who answered: the built-in assistant or the configured model; null for the visitor's own messages. */
    answeredBy: text('answered_by').$type<'built-in' | 'model'>(),
    at: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);

/**
 * How often visitors asked a question the assistant could not answer, by its normalised text and the day
 * (docs/product.md §12.6): one row per question and day, so the last 30 days are a sum.
 */
export const chatUnansweredQuestions = sqliteTable(
  'chat_unanswered_questions',
  {
    question: text('question').notNull(),
    day: text('day')
      .notNull()
      .default(sql`(strftime('%Y-%m-%d', 'now'))`),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.question, table.day] }), index('chat_unanswered_day_idx').on(table.day)],
);

/**
 * Answers staff taught the chat assistant from /admin/conversations (docs/product.md §8.6, docs/decisions/087):
 * read by every chat message, so one is used from the next message on in every isolate, with no deploy. Who
 * wrote and last changed each is kept on the row; a retired answer stays for the record but is never given.
 */
export const taughtAnswers = sqliteTable(
  'taught_answers',
  {
    id: text('id').primaryKey(),
    /** The visitor's question as staff wrote it: its words are what a message is matched by. */
    question: text('question').notNull(),
    /** Plain text, linking only to the site's own pages. */
    answer: text('answer').notNull(),
    /** The page of the site the answer sends the visitor to (`/partners#emergency`). */
    href: text('href').notNull(),
    /** How often the assistant gave it, counted in the batch that stores the exchange. */
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    /** The staff e-mail that wrote it, as the audit trail names people. */
    createdBy: text('created_by').notNull(),
    /** The version an edit sends back: an answer changed since answers 409 (docs/decisions/023). */
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedBy: text('updated_by').notNull(),
    /** Set when staff retire it: the assistant stops giving it at once. */
    retiredAt: text('retired_at'),
  },
  // The chat reads the answers still in use by this index, once per message.
  (table) => [index('taught_answers_active_idx').on(table.retiredAt)],
);

/** Every recommendation given, under its session id (docs/product.md §9.2). */
export const recommendations = sqliteTable('recommendations', {
  sessionId: text('session_id').primaryKey(),
  /** A retried request finds the first answer instead of storing a second. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  request: text('request', { mode: 'json' }).$type<RecommendationRequest>().notNull(),
  /** What the key was first used for (docs/decisions/008): the same key with another request is a 422. */
  requestHash: text('request_hash').notNull().default(''),
  recommendation: text('recommendation', { mode: 'json' }).$type<Recommendation>().notNull(),
  createdAt: createdAt(),
});

/**
 * Staff who sign in to /admin (docs/decisions/018). The password is kept only as a salted, peppered Argon2id
 * hash; a row from before docs/decisions/071 holds PBKDF2 until its next sign-in re-hashes it.
 */
export const staff = sqliteTable('staff', {
  id: text('id').primaryKey(),
  /** Always lower-case and trimmed, so one person cannot hold two accounts by capitalisation. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordSalt: text('password_salt').notNull(),
  passwordHash: text('password_hash').notNull(),
  passwordAlgorithm: text('password_algorithm', { enum: ['argon2id', 'pbkdf2-sha256'] })
    .notNull()
    .default('pbkdf2-sha256'),
  passwordIterations: integer('password_iterations').notNull(),
  passwordMemoryKib: integer('password_memory_kib'),
  createdAt: createdAt(),
  /** A disabled account cannot sign in and its sessions stop working at once. */
  disabledAt: text('disabled_at'),
  /**
   * The TOTP second factor (docs/decisions/022): the secret AES-GCM-encrypted under STAFF_AUTH_SECRET, set
   * when the staff member confirms enrolment with a code; null until then (the next sign-in enrols).
   */
  totpSecret: text('totp_secret'),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step'),
  /**
   * What the member may do (docs/decisions/090): the staff guard refuses an owner-only action to `staff`. The
   * accounts made before roles, and every account the command line makes, are owners.
   */
  role: text('role', { enum: staffRoles }).notNull().default('staff'),
});

/** One-time recovery codes for the second factor: only their HMAC under STAFF_AUTH_SECRET is kept. */
export const staffRecoveryCodes = sqliteTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: text('used_at'),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/**
 * A sign-in whose password was right and whose second factor is still to come (docs/decisions/022). The id
 * is the SHA-256 of the token in the short-lived challenge cookie, as for sessions.
 */
export const staffSignInChallenges = sqliteTable('staff_sign_in_challenges', {
  id: text('id').primaryKey(),
  staffId: text('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** During enrolment: the new TOTP secret, encrypted, until a code confirms it. */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The sign-in form's choice to end every other session of the account once this one starts. */
  endOtherSessions: integer('end_other_sessions', { mode: 'boolean' }).notNull().default(false),
  failures: integer('failures').notNull().default(0),
  expiresAt: text('expires_at').notNull(),
});

/**
 * A staff member's passkeys (docs/decisions/091): WebAuthn credentials that sign in on their own, with no
 * password or code. The id is the credential id (base64url); only the public key is kept.
 */
export const staffPasskeys = sqliteTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for authenticators that keep none. */
    counter: integer('counter').notNull().default(0),
    /** How the browser may reach the authenticator ('internal', 'hybrid', 'usb'...), as it said at registration. */
    transports: text('transports', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** What the member calls it ('Work laptop'). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (table) => [index('staff_passkeys_staff_idx').on(table.staffId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered (docs/decisions/091): deleted by the answer that
 * names it, so each is used once, and refused after `expiresAt`. `staffId` is the member who adds a passkey;
 * null for a passkey sign-in, where nobody is known yet.
 */
export const staffPasskeyChallenges = sqliteTable('staff_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
});

/**
 * The team's own settings (docs/decisions/094): one row, id 1, written by an owner on /admin/team. No row
 * means every setting is off.
 */
export const teamSettings = sqliteTable('team_settings', {
  id: integer('id').primaryKey(),
  /** Owners sign in only with a passkey: a right password of an owner is refused. */
  ownerPasskeysRequired: integer('owner_passkeys_required', { mode: 'boolean' }).notNull().default(false),
  updatedAt: text('updated_at').notNull(),
  /** The owner who last changed a setting (a staff id; no foreign key, the row outlives them). */
  updatedBy: text('updated_by').notNull(),
});

/**
 * Invitations to join the staff (docs/decisions/095): sent by an owner, accepted once within 72 hours through
 * the e-mail's link. Only the SHA-256 of the link's token is kept; the token itself is an HMAC of the id under
 * STAFF_AUTH_SECRET, so the outbox can write it into the e-mail without D1 ever holding it.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Lower-case and trimmed, as `staff.email`. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    invitedBy: text('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    acceptedAt: text('accepted_at'),
    /** The account the acceptance made. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    revokedAt: text('revoked_at'),
  },
  (table) => [index('staff_invitations_email_idx').on(table.email)],
);

/**
 * Staff sessions (docs/decisions/018). The id is the SHA-256 of the cookie's random token, so a copy of the
 * table cannot be replayed as cookies. Times are ISO strings, compared as text.
 */
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Slides the idle expiry forward. */
    lastSeenAt: text('last_seen_at').notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: text('expires_at').notNull(),
    /** Set by sign-out or a password reset: the session is over whatever the cookie says. */
    endedAt: text('ended_at'),
    /** 'Chrome on Windows': enough for staff to recognise their own sessions, not a fingerprint. */
    deviceHint: text('device_hint').notNull().default(''),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * The security log (docs/product.md §12.12, docs/decisions/092): one row per sign-in, failure, lockout,
 * sign-out, erasure, export and NDA code change, written in the same batch as the change it records and kept
 * 400 days. No e-mail address, no raw IP address: the actor is a staff id, the client the keyed hash of its
 * address group. No foreign keys: an entry outlives what it names.
 */
export const securityEvents = sqliteTable(
  'security_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** When the change happened: the same time the change itself stores. */
    at: text('at').notNull(),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    /** The staff member who acted; null for a failed sign-in of an e-mail address no account has. */
    actorId: text('actor_id'),
    /** The lead, NDA code or session the event is about. */
    subject: text('subject'),
    /** `clientTag` of the request's address (docs/decisions/023). */
    client: text('client'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, string | number>>(),
  },
  (table) => [
    index('security_events_at_idx').on(table.at, table.id),
    index('security_events_actor_idx').on(table.actorId, table.at, table.id),
    index('security_events_kind_idx').on(table.kind, table.at, table.id),
  ],
);

/** The admin Project (docs/product.md §12.4). Money in whole US dollars. */
export const projects = sqliteTable(
  'projects',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    client: text('client').notNull(),
    location: text('location').notNull(),
    type: text('type').notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    progress: integer('progress').notNull(),
    budget: integer('budget').notNull(),
    actualCost: integer('actual_cost'),
    createdAt: createdAt(),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index('projects_created_at_idx').on(table.createdAt)],
);

/** Append-only audit trail of projects, like lead_events. */
export const projectEvents = sqliteTable(
  'project_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    at: createdAt(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (table) => [index('project_events_project_idx').on(table.projectId, table.at)],
);

/**
 * A person behind several leads, made when staff merge them (docs/decisions/030). Merging never touches a
 * lead's own columns: a lead joins a contact through `contact_leads`, and leaves it by losing that row.
 */
export const contacts = sqliteTable('contacts', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  /** The staff e-mail that made it, as the audit trail names people. */
  createdBy: text('created_by').notNull(),
});

/** Which contact a lead belongs to: at most one, none for a lead on its own. */
export const contactLeads = sqliteTable(
  'contact_leads',
  {
    leadId: text('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [index('contact_leads_contact_idx').on(table.contactId)],
);

/**
 * A file a visitor sent with a request (docs/decisions/077): its object in the FILES bucket (`lead-files/<id>`),
 * the request it came with and, once that request became a lead, the lead. A file no lead took within a day
 * is deleted by the cron.
 */
export const leadFiles = sqliteTable(
  'lead_files',
  {
    id: text('id').primaryKey(),
    /** The Idempotency-Key of the lead request the file was sent for. */
    requestKey: text('request_key').notNull(),
    /** The browser's id of the file within its request: a retried upload finds the first one. */
    clientId: text('client_id').notNull(),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    field: text('field').$type<LeadFileField>().notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<LeadFileKind>().notNull(),
    /** Bytes as stored (after location metadata was removed). */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lead_files_request_idx').on(table.requestKey, table.clientId),
    // A lead's files, and (lead null) the unattached ones by age for the cron.
    index('lead_files_lead_idx').on(table.leadId, table.createdAt),
  ],
);

/**
 * Site speed as visitors meet it (docs/decisions/088): one row per UTC day, route, device class and metric,
 * counting the day's page views in fixed log-spaced buckets. No row per page view, nothing of the visitor.
 */
export const siteSpeedDays = sqliteTable(
  'site_speed_days',
  {
    day: text('day').notNull(),
    route: text('route').$type<SiteSpeedRoute>().notNull(),
    device: text('device').$type<Device>().notNull(),
    metric: text('metric').$type<SiteSpeedMetric>().notNull(),
    count: integer('count').notNull(),
    /** Page views by bucket number (domain/site-speed/site-speed.ts), `{ "57": 3 }`. */
    histogram: text('histogram', { mode: 'json' }).$type<Histogram>().notNull(),
    /** Page views by the connection's effective type, where the browser gave one. */
    connections: text('connections', { mode: 'json' }).$type<Partial<Record<ConnectionType, number>>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.device, table.metric] })],
);

/** The elements and interaction targets the attribution names (element names only), per day, route and metric. */
export const siteSpeedTargets = sqliteTable(
  'site_speed_targets',
  {
    day: text('day').notNull(),
    route: text('route').$type<SiteSpeedRoute>().notNull(),
    metric: text('metric').$type<AttributedMetric>().notNull(),
    target: text('target').notNull(),
    count: integer('count').notNull(),
    /** The sum of the page views' values, for the mean. */
    total: real('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.metric, table.target] })],
);

/**
 * The Site speed report's reading of the last 28 days (docs/decisions/088): each group's p75 bucket and the
 * slowest targets in JSON, stored by the minute's cron, so the staff page reads one row instead of a year's
 * histograms. One row, the latest.
 */
export const siteSpeedReports = sqliteTable('site_speed_reports', {
  window: text('window').$type<'last-28-days'>().primaryKey(),
  /** The last day of the window, YYYY-MM-DD (UTC). */
  toDay: text('to_day').notNull(),
  reading: text('reading', { mode: 'json' }).$type<StoredSiteSpeedReading>().notNull(),
  computedAt: text('computed_at').notNull(),
});

/**
 * The last run of each background job (docs/decisions/097): the cron's minute, written as it ends, and
 * `npm run backup`, written by the script after the snapshot. One row per job, for the health page.
 */
export const jobRuns = sqliteTable('job_runs', {
  job: text('job', { enum: ['cron', 'backup'] }).primaryKey(),
  lastStartedAt: text('last_started_at').notNull(),
  lastDurationMs: integer('last_duration_ms').notNull(),
  /** The first run ever recorded: how long the site has run without a backup. */
  firstStartedAt: text('first_started_at').notNull(),
});

/**
 * The owners' health alerts (docs/decisions/097): one row per figure while it is red, which is also the
 * alert's outbox row. The cron plans it when the figure goes red, the queue consumer sends it once, and the row
 * is deleted when the figure recovers, so the next time it goes red is a new alert.
 */
export const healthAlerts = sqliteTable('health_alerts', {
  id: text('id').primaryKey(),
  figure: text('figure').$type<HealthFigureId>().notNull().unique(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').$type<NotificationStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  touchedAt: text('touched_at'),
  sentAt: text('sent_at'),
});

export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type NotificationRecord = typeof notifications.$inferSelect;
export type LeadMessage = typeof leadMessages.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type StaffRecord = typeof staff.$inferSelect;
export type LeadFileRecord = typeof leadFiles.$inferSelect;
export type TaughtAnswerRecord = typeof taughtAnswers.$inferSelect;
