import { ndaCodeCreateSchema, pageSchema, type AdminNdaCodeCreated } from '@site/domain/admin';
import { fieldErrorsOf } from '@site/domain/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { ndaAccessCodes } from '../../db/schema';
import { apiError } from '../../http/errors';
import { parseJsonBody } from '../../http/json-body';
import { analytics, conversation, listConversations, listNdaCodes } from '../../services/admin-overview';
import { newAccessCode } from '../../services/nda-codes';
import { nextPageLink } from '../../services/paging';
import { securityLog } from '../../services/security-log';
import type { AdminEnv } from './types';

/** Analytics, NDA access codes (the code shown once, at creation) and the stored chat conversations. */
export const overviewApi = new Hono<AdminEnv>()
  .get('/analytics', async (c) => c.json(await analytics(c.var.db)))
  .get('/nda-codes', async (c) => c.json(await listNdaCodes(c.var.db)))
  .post('/nda-codes', async (c) => {
    const body = await parseJsonBody(c, ndaCodeCreateSchema);
    if (!body.ok) return body.response;
    const { code, record } = await newAccessCode(c.env.KEYED_HASH_SECRET, body.data.label);
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
  })
  .get('/conversations', async (c) => {
    const page = pageSchema.safeParse(c.req.query());
    if (!page.success) {
      return c.json(apiError('Please correct the paging.', fieldErrorsOf(page.error)), 400);
    }
    const { items, nextCursor } = await listConversations(c.var.db, page.data);
    const next = nextPageLink(c.req.url, nextCursor);
    if (next) c.header('Link', next);
    return c.json(items);
  })
  .get('/conversations/:id', async (c) => {
    const found = await conversation(c.var.db, c.req.param('id'));
    return found ? c.json(found) : c.json(apiError(`No conversation with id "${c.req.param('id')}".`), 404);
  });
