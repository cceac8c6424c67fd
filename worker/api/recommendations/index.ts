import type { Recommendation } from '@site/domain/partners/recommendation';
import { recommendProject } from '@site/domain/partners/recommendation-engine';
import { recommendationSchema, type RecommendationRequest } from '@site/domain/partners/recommendation-schema';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { database, type Database } from '../../db/client';
import { recommendations } from '../../db/schema';
import { jsonOnly, limitBody, validJson } from '../../http/body';
import { botCheckKeepingLeads } from '../../http/bot-check';
import { honeypot } from '../../http/honeypot';
import { idempotency, keyConflict, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { recordLead, requestHashOf } from '../../services/lead-forms/leads';
import { submissionLimit } from '../../services/protection/rate-limit';
import type { ApiEnv } from '../types';

const decoyRequest = recommendationSchema.parse({
  projectType: 'Other',
  location: 'Other',
  budget: 'Contact for Quote',
  timeline: 'Flexible',
});

type Stored =
  { outcome: 'created' | 'replayed'; sessionId: string; recommendation: Recommendation } | { outcome: 'conflict' };

/**
 * The stored answer for a key: created now, found from the first request that used it (the same request
 * again), or a conflict when the key comes back with a different request.
 */
async function storeOnce(
  db: Database,
  idempotencyKey: string,
  request: RecommendationRequest,
  recommendation: Recommendation,
): Promise<Stored> {
  const requestHash = await requestHashOf('recommendation', request);
  const [created] = await db
    .insert(recommendations)
    .values({ sessionId: crypto.randomUUID(), idempotencyKey, request, requestHash, recommendation })
    .onConflictDoNothing({ target: recommendations.idempotencyKey })
    .returning({ sessionId: recommendations.sessionId, recommendation: recommendations.recommendation });
  if (created) return { outcome: 'created', ...created };
  const first = await db
    .select({
      sessionId: recommendations.sessionId,
      recommendation: recommendations.recommendation,
      requestHash: recommendations.requestHash,
    })
    .from(recommendations)
    .where(eq(recommendations.idempotencyKey, idempotencyKey))
    .get();
  if (!first) throw new Error('Recommendation insert was ignored but no row holds its key');
  if (first.requestHash !== requestHash) return { outcome: 'conflict' };
  return { outcome: 'replayed', sessionId: first.sessionId, recommendation: first.recommendation };
}

/**
 * POST /api/project-recommendations (docs/product.md §9.2): the form's fields -> `{ recommendation, sessionId }`.
 * Each result is stored under its session id; with a contact e-mail it is also a lead. A retried request
 * (same Idempotency-Key and request) gets the first answer back; the key with another request is a 422.
 */
export const recommendationsApi = new Hono<ApiEnv>().post(
  '/',
  idempotency,
  limitBody,
  jsonOnly,
  // A bot gets an answer shaped like the real one and nothing is stored.
  honeypot((c) => c.json({ recommendation: recommendProject(decoyRequest), sessionId: crypto.randomUUID() })),
  // With a contact e-mail a recommendation is a lead, so it passes the bot check like the lead forms
  // (docs/decisions/070, 089).
  botCheckKeepingLeads,
  validJson(recommendationSchema),
  rateLimit(submissionLimit('recommendations'), tooManySubmissions),
  async (c) => {
    const data = c.req.valid('json');
    const db = database(c.env.DB);
    const stored = await storeOnce(db, c.var.idempotencyKey, data, recommendProject(data));
    if (stored.outcome === 'conflict') return keyConflict(c);
    if (data.contactEmail) {
      await recordLead(db, {
        submission: { source: 'recommendation', data: { ...data, sessionId: stored.sessionId } },
        idempotencyKey: c.var.idempotencyKey,
        outbox: c.env,
        unverified: c.var.unverified,
      });
    }
    if (stored.outcome === 'replayed') markReplay(c);
    return c.json({ recommendation: stored.recommendation, sessionId: stored.sessionId }, 200);
  },
);
