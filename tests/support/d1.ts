import { builtWorker, e2eExplorer, executeD1 } from '../../scripts/d1';

/**
 * Reads the end-to-end database through the running server (scripts/d1.ts says why not from a second process).
 * Tests write to it only through staff tooling (for example `createAccessCode(label, 'e2e')` of
 * scripts/nda-code.ts), never behind the app's back.
 */
export const queryD1 = <Row = Record<string, unknown>>(sql: string): Promise<Row[]> => executeD1<Row>(sql, 'e2e');

/** The keys in the end-to-end FILES bucket under `prefix` (docs/decisions/077), through the same server. */
export async function bucketKeys(prefix: string): Promise<string[]> {
  const { bucket_name } = builtWorker().r2_buckets.find((bucket) => bucket.binding === 'FILES')!;
  const response = await fetch(e2eExplorer(`r2/buckets/${bucket_name}/objects?prefix=${encodeURIComponent(prefix)}`));
  const { result } = (await response.json()) as { result: { key: string }[] };
  return result.map((object) => object.key);
}

export { sqlText } from '../../scripts/d1';
