import { Hono } from 'hono';
import { analyticsApi } from './analytics';
import { conversationsApi } from './conversations';
import { noStore, requireStaff, sameOriginWrites } from './guards';
import { leadsApi } from './leads';
import { ndaCodesApi } from './nda-codes';
import { notificationsApi } from './notifications';
import { projectsApi } from './projects';
import { sessionApi } from './session';
import { sessionsApi } from './sessions';
import type { AdminEnv } from './types';

/**
 * /api/admin (docs/api.md, docs/decisions/018). Cross-site writes are refused everywhere, sign-in
 * included; /session is open (it is how a session starts); everything after `requireStaff` needs one.
 */
export const adminApi = new Hono<AdminEnv>()
  .use('*', noStore)
  .use('*', sameOriginWrites)
  .route('/session', sessionApi)
  .use('*', requireStaff)
  .route('/', leadsApi)
  .route('/', projectsApi)
  .route('/', analyticsApi)
  .route('/', ndaCodesApi)
  .route('/', conversationsApi)
  .route('/', notificationsApi)
  .route('/', sessionsApi);
