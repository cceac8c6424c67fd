import { isOfficeWeekend } from '../company/office-clock';
import { z } from '../forms/zod';
import type { LeadSource, LeadStatus } from './leads';

/**
 * The e-mails a lead causes (docs/decisions/021): the staff alert, the visitor's confirmation, the one
 * repeat alert of an emergency nobody has picked up, and its conversation's (docs/decisions/078): each staff
 * reply, and the owner's alert of each answer. The outbox sends two e-mails for no lead: a staff invitation
 * (docs/decisions/095) and the alert of failed sign-ins to a staff account (docs/decisions/070 and 100).
 */
export const notificationKinds = [
  'staff-alert',
  'visitor-confirmation',
  'emergency-realert',
  'staff-reply',
  'reply-received',
  'staff-invitation',
  'staff-sign-in-alert',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** 'sending' is a claim held while the e-mail service is called, so a redelivered message waits instead of sending twice. */
export const notificationStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  'staff-alert': 'Staff alert',
  'visitor-confirmation': 'Visitor confirmation',
  'emergency-realert': 'Emergency re-alert',
  'staff-reply': 'Reply to the lead',
  'reply-received': 'Answer alert',
  'staff-invitation': 'Staff invitation',
  'staff-sign-in-alert': 'Failed sign-ins alert',
};

/** Forms whose page promises the visitor an e-mail or a reply; NDA access and chat promise none. */
const confirmedSources: ReadonlySet<LeadSource> = new Set([
  'calculator',
  'recommendation',
  'intake',
  'contact',
  'partner',
  'bid',
  'emergency',
]);

/**
 * The e-mails a new lead plans: always the staff alert, and a confirmation only to an address the visitor gave,
 * never for an unverified lead (docs/decisions/089): nothing showed a person sent it, so the address may be a
 * stranger's.
 */
export function plannedNotifications(
  source: LeadSource,
  visitorEmail: string | undefined,
  unverified = false,
): { kind: NotificationKind; recipient?: string }[] {
  const planned: { kind: NotificationKind; recipient?: string }[] = [{ kind: 'staff-alert' }];
  const address = visitorEmail === undefined || unverified ? undefined : z.email().safeParse(visitorEmail);
  if (confirmedSources.has(source) && address?.success) {
    planned.push({ kind: 'visitor-confirmation', recipient: address.data });
  }
  return planned;
}

/**
 * One notification on a lead's page: what it is, where it stands and, when it failed, why. A `notifications`
 * row as staff read it (docs/decisions/066), with the recipient filled in.
 */
export interface AdminNotification {
  id: string;
  leadId: string;
  kind: NotificationKind;
  status: NotificationStatus;
  /** The visitor's address, or the staff list the alert goes to. */
  recipient: string;
  attempts: number;
  /** Why the last attempt failed; null until one has. */
  lastError: string | null;
  createdAt: string;
  /** Null until the e-mail is sent. */
  sentAt: string | null;
}

/** A failed notification on the dashboard, with enough of its lead to find it. */
export interface AdminFailedNotification extends AdminNotification {
  leadName: string;
  leadSource: LeadSource;
}

/** GET /api/admin/notifications: what the dashboard shows about e-mail. */
export interface AdminNotificationsOverview {
  /** Configuration mistakes that stop e-mail; empty when every list is valid. */
  configProblems: string[];
  failed: AdminFailedNotification[];
}

export const emergencyResponseMinutes = 15;

const dayMs = 86_400_000;

/**
 * When a new lead counts as not acted on: an emergency after 15 minutes, anything else after one business
 * day, the next weekday at the same time (the office is in California, so weekends are Pacific weekends).
 */
export function responseDeadline(createdAt: string, isUrgent: boolean): string {
  const created = Date.parse(createdAt);
  if (isUrgent) return new Date(created + emergencyResponseMinutes * 60_000).toISOString();
  let deadline = created + dayMs;
  while (isOfficeWeekend(deadline)) deadline += dayMs;
  return new Date(deadline).toISOString();
}

/** Acting on a lead is moving it out of 'new'; until then it is overdue past its deadline. */
export const isOverdue = (lead: { status: LeadStatus; createdAt: string; isUrgent: boolean }, now: number) =>
  lead.status === 'new' && now > Date.parse(responseDeadline(lead.createdAt, lead.isUrgent));

export type AddressList = { ok: true; addresses: string[] } | { ok: false; problem: string };

/** A comma-separated list of e-mail addresses, as the staff lists are configured. */
export function parseAddressList(name: string, value: unknown): AddressList {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, problem: `${name} is not set: add a comma-separated list of e-mail addresses.` };
  }
  const addresses = value.split(',').map((part) => part.trim());
  const invalid = addresses.filter((address) => !z.email().safeParse(address).success);
  if (invalid.length > 0) {
    return {
      ok: false,
      problem: `${name} has ${invalid.map((address) => `"${address}"`).join(', ')}, which is not an e-mail address.`,
    };
  }
  return { ok: true, addresses };
}

/** 'Name <address>' or a bare address, as the sender is configured. */
export function parseSender(
  value: unknown,
): { ok: true; name?: string; address: string } | { ok: false; problem: string } {
  const problem = 'NOTIFY_FROM must be an e-mail address on the sending domain, optionally as "Name <address>".';
  if (typeof value !== 'string') return { ok: false, problem };
  const match = /^\s*(?:([^<>\r\n"]+?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z.email().safeParse(address).success) return { ok: false, problem };
  return { ok: true, address, ...(match?.[1] ? { name: match[1] } : {}) };
}

export interface NotificationSettings {
  from: { name?: string; address: string };
  staff: string[];
  /** Emergencies also go here; empty when no emergency list is configured. */
  emergency: string[];
  siteUrl: string;
}

export type SettingsCheck = { ok: true; settings: NotificationSettings } | { ok: false; problems: string[] };

/** Every setting e-mail needs, checked together so one look at the log or the dashboard shows all mistakes. */
export function notificationSettings(vars: {
  NOTIFY_FROM?: unknown;
  NOTIFY_STAFF_TO?: unknown;
  NOTIFY_EMERGENCY_TO?: unknown;
  SITE_URL?: unknown;
}): SettingsCheck {
  const from = parseSender(vars.NOTIFY_FROM);
  const staff = parseAddressList('NOTIFY_STAFF_TO', vars.NOTIFY_STAFF_TO);
  const emergency =
    vars.NOTIFY_EMERGENCY_TO === undefined || vars.NOTIFY_EMERGENCY_TO === ''
      ? ({ ok: true, addresses: [] } satisfies AddressList)
      : parseAddressList('NOTIFY_EMERGENCY_TO', vars.NOTIFY_EMERGENCY_TO);
  const siteUrl = typeof vars.SITE_URL === 'string' && URL.canParse(vars.SITE_URL) ? vars.SITE_URL : undefined;
  const problems = [
    ...(from.ok ? [] : [from.problem]),
    ...(staff.ok ? [] : [staff.problem]),
    ...(emergency.ok ? [] : [emergency.problem]),
    ...(siteUrl ? [] : ["SITE_URL must be the site's address, like https://www.example.com, for links to /admin."]),
  ];
  if (!from.ok || !staff.ok || !emergency.ok || !siteUrl) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      from: { address: from.address, ...(from.name ? { name: from.name } : {}) },
      staff: staff.addresses,
      emergency: emergency.addresses,
      siteUrl: siteUrl.replace(/\/+$/, ''),
    },
  };
}
