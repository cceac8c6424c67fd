import type { NotificationStatus } from '@site/domain/leads/notifications';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, vi } from 'vitest';
import { database } from '../db/client';
import { leadEvents, notifications } from '../db/schema';
import { fromClient, postJson } from './requests';

const db = database(env.DB);

export const rowsOf = (leadId: string) => db.select().from(notifications).where(eq(notifications.leadId, leadId)).all();

export const eventsOf = (leadId: string, kind: string) =>
  db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, kind)))
    .all();

/** The real local queue delivers within a couple of seconds; this waits for the rows to get there. */
export async function settled(leadId: string, status: NotificationStatus, count: number, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const rows = await rowsOf(leadId);
      expect(rows.filter((row) => row.status === status)).toHaveLength(count);
      return rows;
    },
    { timeout, interval: 200 },
  );
}

/** A visitor's form sent to the public API; the new lead's id. */
export async function submit(path: string, body: unknown, key: string) {
  const response = await postJson(path, body, fromClient('203.0.113.9', key));
  expect([200, 201]).toContain(response.status);
  return (await response.json<{ id: string }>()).id;
}

/**
 * Tests change an e-mail setting the way an operator would; after each test of the file that calls this,
 * the settings are wrangler.toml's again.
 */
export function restoreEmailSettingsAfterEach() {
  const configured = { ...env };
  afterEach(() => {
    Object.assign(env, {
      NOTIFY_FROM: configured.NOTIFY_FROM,
      NOTIFY_STAFF_TO: configured.NOTIFY_STAFF_TO,
      NOTIFY_RETRY_DELAY_SECONDS: configured.NOTIFY_RETRY_DELAY_SECONDS,
    });
  });
  return configured;
}
