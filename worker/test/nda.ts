import { env } from 'cloudflare:workers';
import { database } from '../db/client';
import { ndaAccessCodes } from '../db/schema';
import { newAccessCode } from '../services/nda-access/nda-codes';

/** Stores a new access code the way `npm run nda:code -- create` does and hands the test the plain code. */
export async function storeAccessCode(label = 'Island Land Partners (test)') {
  const { code, record } = await newAccessCode(env.KEYED_HASH_SECRET, label);
  await database(env.DB).insert(ndaAccessCodes).values(record);
  return { code, id: record.id };
}
