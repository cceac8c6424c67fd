import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leads, notifications } from '../../db/schema';
import { rateLimitHitsIn } from '../../test/rate-limits';
import { fromClient, postJson } from '../../test/requests';
import { confirmationSiteLimit, siteWide } from '../protection/rate-limit';

const db = database(env.DB);
const confirmations = () => db.select().from(notifications).where(eq(notifications.kind, 'visitor-confirmation')).all();
const alerts = () => db.select().from(notifications).where(eq(notifications.kind, 'staff-alert')).all();

/** One contact lead from its own address naming `email`. */
const contactFrom = (index: number, email: string) =>
  postJson(
    '/api/contact',
    { ...formExamples.contact, email },
    fromClient(`198.51.100.${index}`, `relay-${index}-000000000000`),
  );

describe('visitor confirmations cannot be used as a relay', { timeout: 60_000 }, () => {
  it("50 leads naming one victim's address send it one confirmation; every lead is stored and alerted", async () => {
    for (let index = 1; index <= 50; index += 1) {
      expect((await contactFrom(index, 'Victim@Example.com')).status).toBe(201);
    }
    expect(await db.select().from(leads).all()).toHaveLength(50);
    expect(await alerts()).toHaveLength(50);
    expect((await confirmations()).map((row) => row.recipient)).toEqual(['Victim@Example.com']);
  });

  it('counts the recipient by keyed hash, never the address, and a retry of the same key is not a second one', async () => {
    const first = await contactFrom(1, 'kai@example.com');
    const retry = await contactFrom(1, 'kai@example.com');
    expect([first.status, retry.status]).toEqual([201, 200]);
    const hits = await rateLimitHitsIn('confirmation:recipient');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.client).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(hits)).not.toContain('kai@example.com');
  });

  it('past the site-wide hourly cap a new address gets no confirmation, but the lead is stored and alerted', async () => {
    const now = Date.now();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into rate_limit_hits select ?, ?, 'earlier-' || i, ? from n`,
    )
      .bind(confirmationSiteLimit.max, confirmationSiteLimit.bucket, siteWide, now - 1000)
      .run();
    expect((await contactFrom(7, 'first.time@example.com')).status).toBe(201);
    expect(await confirmations()).toHaveLength(0);
    expect(await alerts()).toHaveLength(1);
    // The address's day was not spent by the confirmation that never went.
    const recipientHits = await rateLimitHitsIn('confirmation:recipient');
    expect(recipientHits).toHaveLength(0);
  });
});
