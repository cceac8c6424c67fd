import { ndaCodeCreateSchema, type AdminNdaCodeCreated } from '@site/domain/admin';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { ndaAccessCodes } from '../../../db/schema';
import { jsonOnly, limitBody, validJson } from '../../../http/body';
import { apiError } from '../../../http/errors';
import { listNdaCodes } from '../../../services/admin-overview';
import { newAccessCode } from '../../../services/nda-codes';
import { securityLog } from '../../../services/security-log';
import type { AdminEnv } from '../types';

/** NDA portal access codes: listed, created (the code is shown once, in this answer) and revoked. */
export const ndaCodesApi = new Hono<AdminEnv>()
  .get('/nda-codes', async (c) => c.json(await listNdaCodes(c.var.db)))
  .post('/nda-codes', limitBody, jsonOnly, validJson(ndaCodeCreateSchema), async (c) => {
    const { code, record } = await newAccessCode(c.env.KEYED_HASH_SECRET, c.req.valid('json').label);
    const [created] = await c.var.db
      .insert(ndaAccessCodes)
      .values(record)
      .returning({ id: ndaAccessCodes.id, label: ndaAccessCodes.label, createdAt: ndaAccessCodes.createdAt });
    if (!created) throw new Error('Access code insert returned no row');
    securityLog('admin.nda-code.created', { id: created.id, by: c.var.staff.id });
    return c.json({ ...created, code } satisfies AdminNdaCodeCreated, 201);
  })
  .delete('/nda-codes/:id', async (c) => {
    const id = c.req.param('id');
    const [revoked] = await c.var.db
      .update(ndaAccessCodes)
      .set({ revokedAt: new Date().toISOString() })
      .where(and(eq(ndaAccessCodes.id, id), isNull(ndaAccessCodes.revokedAt)))
      .returning({ id: ndaAccessCodes.id });
    if (!revoked) {
      const known = await c.var.db
        .select({ id: ndaAccessCodes.id })
        .from(ndaAccessCodes)
        .where(eq(ndaAccessCodes.id, id))
        .get();
      if (!known) return c.json(apiError(`No access code with id "${id}".`), 404);
    }
    securityLog('admin.nda-code.revoked', { id, by: c.var.staff.id });
    return c.body(null, 204);
  });
