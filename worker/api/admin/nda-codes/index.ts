import { ndaCodeCreateSchema } from '@site/domain/admin';
import { Hono } from 'hono';
import { jsonOnly, limitBody, validJson } from '../../../http/body';
import { apiError } from '../../../http/errors';
import { listNdaCodes } from '../../../services/admin-overview';
import { createAccessCode, revokeAccessCode } from '../../../services/nda-codes';
import type { AdminEnv } from '../types';

/** NDA portal access codes: listed, created (the code is shown once, in this answer) and revoked. */
export const ndaCodesApi = new Hono<AdminEnv>()
  .get('/nda-codes', async (c) => c.json(await listNdaCodes(c.var.db)))
  .post('/nda-codes', limitBody, jsonOnly, validJson(ndaCodeCreateSchema), async (c) =>
    c.json(await createAccessCode(c.var.db, c.env.KEYED_HASH_SECRET, c.req.valid('json').label, c.var.staff.id), 201),
  )
  .delete('/nda-codes/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await revokeAccessCode(c.var.db, id, c.var.staff.id))) {
      return c.json(apiError(`No access code with id "${id}".`), 404);
    }
    return c.body(null, 204);
  });
