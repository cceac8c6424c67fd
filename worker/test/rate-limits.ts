import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** The hits D1 holds for the rate-limit `bucket`: what a test reads to see a limit counted, or not. */
export const rateLimitHitsIn = (bucket: string) =>
  database(env.DB).select().from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)).all();
