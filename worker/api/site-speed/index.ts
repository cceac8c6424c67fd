import { beaconSchema } from '@site/domain/site-speed/beacon-schema';
import { maxBeaconBytes } from '@site/domain/site-speed/site-speed';
import { z } from '@site/domain/forms/zod';
import { Hono } from 'hono';
import { database } from '../../db/client';
import { jsonOnly, limitBodyTo, validJson } from '../../http/body';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { siteSpeedLimit } from '../../services/protection/rate-limit';
import { recordBeacon } from '../../services/site-speed/site-speed';
import type { ApiEnv } from '../types';

/** `SITE_SPEED_SAMPLE_RATE`: the share of page views counted, 0 to 1 (wrangler.toml, docs/deploy.md). */
const sampleRateSchema = z.coerce.number().min(0).max(1);

/**
 * Whether this page view is counted. Sampling is decided here, not in the browser: the pages are pre-rendered
 * files that cannot carry the Worker's setting (docs/decisions/088). A rate that does not parse counts nothing
 * and says so in the log, rather than counting everything by mistake.
 */
function sampled(rate: string): boolean {
  const parsed = sampleRateSchema.safeParse(rate);
  if (!parsed.success) {
    console.error('SITE_SPEED_SAMPLE_RATE is not a number from 0 to 1', rate);
    return false;
  }
  return Math.random() < parsed.data;
}

/**
 * POST /api/site-speed (docs/product.md §12.11): one page view's Core Web Vitals, sent by `navigator.sendBeacon`
 * as the page is hidden. No bot check (a beacon cannot carry its token) and no cookie; what a beacon can store
 * is bounded by the strict schema: numbers, the route table's names and element names (docs/decisions/088).
 * 204 whether or not the view was sampled, so the answer tells a client nothing.
 */
export const siteSpeedApi = new Hono<ApiEnv>().post(
  '/',
  limitBodyTo(maxBeaconBytes),
  jsonOnly,
  validJson(beaconSchema),
  async (c, next) => (sampled(c.env.SITE_SPEED_SAMPLE_RATE) ? next() : c.body(null, 204)),
  rateLimit(siteSpeedLimit, tooManySubmissions),
  async (c) => {
    await recordBeacon(database(c.env.DB), c.req.valid('json'));
    return c.body(null, 204);
  },
);
