import { Hono } from 'hono';
import { apiError } from '../../../http/errors';
import { securityLog } from '../../../services/security-log';
import { endStaffSession, listSessions } from '../../../services/staff-sessions';
import type { AdminEnv } from '../types';

/** The signed-in staff member's own open sessions: listed, and ended one by one (docs/decisions/022). */
export const sessionsApi = new Hono<AdminEnv>()
  .get('/sessions', async (c) => c.json(await listSessions(c.var.db, c.var.staff.id, c.var.sessionId), 200))
  .delete('/sessions/:id{[0-9a-f]{64}}', async (c) => {
    if (!(await endStaffSession(c.var.db, c.var.staff.id, c.req.param('id')))) {
      return c.json(apiError('This session has already ended.'), 404);
    }
    securityLog('admin.session.ended', {
      staff: c.var.staff.id,
      current: String(c.req.param('id') === c.var.sessionId),
    });
    return c.body(null, 204);
  });
