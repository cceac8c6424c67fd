import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { database } from '../../db/client';
import { staff } from '../../db/schema';
import { storeStaffAccount } from '../../test/staff';
import { healthAlertRecipients, healthStatements } from './health';

const db = database(env.DB);

async function planOf(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = statement.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

describe('the health page’s reads', () => {
  it('go through indexes: none reads a whole table, and the leads only through their unverified index', async () => {
    const plans = await Promise.all(healthStatements(db).map(planOf));
    const whole = plans
      .flat()
      .filter((step) => /^SCAN (leads|notifications|lead_files)\b/.test(step) && !/INDEX/.test(step));
    expect({ plans, whole }).toMatchObject({ whole: [] });
    // Only the unverified leads' entries of the partial index, whatever the table holds.
    expect(plans[4]).toEqual([expect.stringMatching(/^SCAN leads USING (COVERING )?INDEX leads_unverified_idx$/)]);
  });
});

describe('the health alert’s recipients', () => {
  it('are the owners, not staff members nor a disabled owner; the staff list while there is no owner', async () => {
    expect(await healthAlertRecipients(db, ['staff@pacificspan.example'])).toEqual(['staff@pacificspan.example']);
    await storeStaffAccount('kai.staff@pacificspan.example', 'Kai Staff', 'staff');
    expect(await healthAlertRecipients(db, ['staff@pacificspan.example'])).toEqual(['staff@pacificspan.example']);
    const owner = await storeStaffAccount('ana.reyes@pacificspan.example', 'Ana Reyes', 'owner');
    expect(await healthAlertRecipients(db, ['staff@pacificspan.example'])).toEqual([owner.email]);
    await db.update(staff).set({ disabledAt: new Date().toISOString() }).where(eq(staff.id, owner.id));
    expect(await healthAlertRecipients(db, ['staff@pacificspan.example'])).toEqual(['staff@pacificspan.example']);
  });
});
