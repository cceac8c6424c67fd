import { env } from 'cloudflare:workers';
import { database } from '../db/client';
import { ndaAccessCodes } from '../db/schema';
import { newAccessCode } from '../services/nda-access/nda-codes';
import { confidentialImageKey, confidentialImages } from '../services/nda-access/nda-images';
import { placeholderSheet } from '../../scripts/nda-plans/placeholder-sheets';

/** Stores a new access code the way `npm run nda:code -- create` does and hands the test the plain code. */
export async function storeAccessCode(label = 'Island Land Partners (test)') {
  const { code, record } = await newAccessCode(env.KEYED_HASH_SECRET, label);
  await database(env.DB).insert(ndaAccessCodes).values(record);
  return { code, id: record.id };
}

/** Puts the placeholder sheets in the local bucket, as `npm run db:setup` does (docs/decisions/077). */
export async function storeSheets() {
  for (const { id } of confidentialImages) {
    await env.FILES.put(confidentialImageKey(id), placeholderSheet(id), {
      httpMetadata: { contentType: 'image/svg+xml; charset=utf-8' },
    });
  }
}
