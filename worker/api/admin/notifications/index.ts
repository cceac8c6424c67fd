import { Hono } from 'hono';
import { apiError } from '../../../http/errors';
import { notificationsOverview, resendNotification } from '../../../services/notifications';
import type { AdminEnv } from '../types';

/** E-mail as staff see it: configuration problems and failed notifications, and resending one. */
export const notificationsApi = new Hono<AdminEnv>()
  .get('/notifications', async (c) => c.json(await notificationsOverview(c.var.db, c.env)))
  .post('/notifications/:id/resend', async (c) => {
    const id = c.req.param('id');
    const result = await resendNotification(c.var.db, c.env, id, c.var.staff.email);
    if (result.outcome === 'queued') return c.json(result.notification, 202);
    if (result.outcome === 'busy') {
      return c.json(
        apiError('This notification is being sent right now. Refresh in a minute to see how it went.'),
        409,
      );
    }
    return c.json(apiError(`No notification with id "${id}".`), 404);
  });
