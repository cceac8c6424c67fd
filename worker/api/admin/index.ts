import { Hono } from 'hono';
import { staffApiGuard } from '../../http/staff-guard';
import { sessionApi } from './session';

/**
 * /api/admin: only the staff sign-in, which the sign-in page calls before there is a session (docs/api.md,
 * docs/decisions/018). Everything staff do once signed in is a loader or action of the /admin pages, behind
 * the same guard (docs/architecture.md).
 */
export const adminApi = new Hono<{ Bindings: Env }>().use('*', staffApiGuard).route('/session', sessionApi);
