import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leads, recommendations } from '../../db/schema';
import { fromClient, postJson } from '../../test/requests';

const db = database(env.DB);

const recommendationRequest = {
  projectType: 'Restaurant Construction',
  location: 'Hawaii - Oahu',
  budget: '$500K - $1M',
  timeline: '3-6 months',
  size: '1500',
  specialRequirements: ['full commercial kitchen with hood'],
};

describe('POST /api/project-recommendations', () => {
  it('answers the recommendation and its session id, and stores it', async () => {
    const response = await postJson(
      '/api/project-recommendations',
      recommendationRequest,
      fromClient('203.0.113.20', 'recommendation-key-0001'),
    );
    expect(response.status).toBe(200);
    const body = await response.json<{
      recommendation: { estimatedCost: string; riskFactors: string[]; confidenceScore: number };
      sessionId: string;
    }>();
    // 1,500 x 250 x 1.5 = 562,500
    expect(body.recommendation.estimatedCost).toBe('$478,125 - $646,875');
    expect(body.recommendation.riskFactors.join(' ')).toMatch(/Volcanic-rock.*Commercial kitchens/s);
    const [stored] = await db.select().from(recommendations).where(eq(recommendations.sessionId, body.sessionId)).all();
    expect(stored?.recommendation).toEqual(body.recommendation);
    expect(await db.select().from(leads).where(eq(leads.source, 'recommendation')).all()).toHaveLength(0);
  });

  it('becomes a lead when a contact e-mail is given, once per key', async () => {
    const withEmail = { ...recommendationRequest, contactEmail: 'mele@example.com' };
    const headers = fromClient('203.0.113.21', 'recommendation-key-0002');
    const first = await (
      await postJson('/api/project-recommendations', withEmail, headers)
    ).json<{ sessionId: string }>();
    const replay = await postJson('/api/project-recommendations', withEmail, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await replay.json<{ sessionId: string }>()).sessionId).toBe(first.sessionId);
    const [lead, ...more] = await db.select().from(leads).where(eq(leads.source, 'recommendation')).all();
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      email: 'mele@example.com',
      location: 'Hawaii - Oahu',
      projectType: 'Recommendation: Restaurant Construction',
    });
    expect(await db.select().from(recommendations).all()).toHaveLength(1);
  });

  it('answers 422 when a key comes back with a different request, recording nothing from it', async () => {
    const headers = fromClient('203.0.113.23', 'recommendation-key-0003');
    expect((await postJson('/api/project-recommendations', recommendationRequest, headers)).status).toBe(200);
    const different = await postJson(
      '/api/project-recommendations',
      { ...recommendationRequest, timeline: 'Flexible', contactEmail: 'someone.else@example.com' },
      headers,
    );
    expect(different.status).toBe(422);
    expect(await different.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new submission.',
    });
    expect(await db.select().from(leads).all()).toHaveLength(0);
    expect(await db.select().from(recommendations).all()).toHaveLength(1);
  });

  it('answers 400 with the spec messages', async () => {
    const response = await postJson(
      '/api/project-recommendations',
      { contactEmail: 'nope' },
      fromClient('203.0.113.22'),
    );
    expect(response.status).toBe(400);
    expect((await response.json<{ fieldErrors: Record<string, string> }>()).fieldErrors).toEqual({
      projectType: 'Project type is required',
      location: 'Location is required',
      budget: 'Budget is required',
      timeline: 'Timeline is required',
      contactEmail: 'Valid email required',
    });
    expect(await db.select().from(recommendations).all()).toHaveLength(0);
  });
});
