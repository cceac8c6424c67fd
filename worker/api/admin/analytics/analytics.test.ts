import type { AdminAnalytics } from '@site/domain/admin';
import { formExamples } from '@site/domain/form-examples';
import { intakeSchema } from '@site/domain/intake-schema';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../../db/client';
import { leads } from '../../../db/schema';
import { recordLead } from '../../../services/leads';
import { json, newProject, staffSignedInBeforeEach, storeDemoLeads } from '../../../test/admin-data';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

describe('GET /api/admin/analytics', () => {
  it('answers the summary cards, sources, regions and weeks of a known data set', async () => {
    const ids = await storeDemoLeads(db);
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, { status: 'won', estimatedValue: 900_000 });
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-partner-1']}`, { status: 'won', estimatedValue: 100_000 });
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-1']}`, { status: 'lost' });
    for (const [status, name] of [
      ['in-progress', 'One'],
      ['in-progress', 'Two'],
      ['completed', 'Three'],
    ] as const) {
      await staff.send('POST', '/api/admin/projects', { ...newProject, name, status });
    }
    const [calculator] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, ids['seed-calculator-1'] ?? ''))
      .all();
    const calculatorEstimate = calculator?.estimatedValue ?? 0;
    expect(calculatorEstimate).toBeGreaterThan(0);

    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.summary).toEqual({
      totalLeads: 7,
      activeProjects: 2,
      pipelineValue: 1_000_000 + calculatorEstimate,
      conversionRate: 29,
    });
    expect(analytics.bySource).toEqual([
      { key: 'calculator', count: 1, share: 15 },
      { key: 'intake', count: 1, share: 14 },
      { key: 'contact', count: 2, share: 29 },
      { key: 'nda', count: 0, share: 0 },
      { key: 'partner', count: 1, share: 14 },
      { key: 'emergency', count: 1, share: 14 },
      { key: 'bid', count: 1, share: 14 },
      { key: 'recommendation', count: 0, share: 0 },
      { key: 'chat', count: 0, share: 0 },
    ]);
    expect(analytics.byRegion.map(({ key, count }) => [key, count])).toEqual([
      ['California', 2],
      ['Oregon', 1],
      ['Hawaii', 1],
      ['Unknown', 3],
    ]);
    expect(analytics.perWeek).toHaveLength(12);
    expect(
      analytics.perWeek.every(
        (week) => /^\d{4}-\d{2}-\d{2}$/.test(week.weekStart) && new Date(week.weekStart).getUTCDay() === 1,
      ),
    ).toBe(true);
  });

  it('reads regions from cities and abbreviations and counts leads without one as Unknown', async () => {
    for (const [index, projectLocation] of ['Portland, OR', 'Honolulu', 'LA', 'Somewhere else'].entries()) {
      await recordLead(db, {
        idempotencyKey: `region-${index}`,
        submission: { source: 'intake', data: intakeSchema.parse({ ...formExamples.intake, projectLocation }) },
      });
    }
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.byRegion).toEqual([
      { key: 'California', count: 1, share: 25 },
      { key: 'Oregon', count: 1, share: 25 },
      { key: 'Hawaii', count: 1, share: 25 },
      { key: 'Unknown', count: 1, share: 25 },
    ]);
  });

  it("counts this week's leads in the last week", async () => {
    await storeDemoLeads(db);
    await db.update(leads).set({ createdAt: new Date().toISOString() });
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.perWeek.at(-1)?.count).toBe(7);
  });

  it('is all zeros with no leads', async () => {
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.summary).toEqual({ totalLeads: 0, activeProjects: 0, pipelineValue: 0, conversionRate: 0 });
    expect(analytics.bySource.every((entry) => entry.count === 0 && entry.share === 0)).toBe(true);
  });
});
