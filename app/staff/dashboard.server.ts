import { signOutActionSchema } from '@site/domain/staff/sign-in';
import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { analytics } from '../../worker/services/pipeline/overview';
import { notificationsOverview } from '../../worker/services/notifications/notifications';
import { securityLog } from '../../worker/services/protection/security-log';
import { endSession } from '../../worker/services/staff/staff-sessions';
import { requestClient } from '../../worker/services/staff/security-events';
import { adminSignInPath } from './shared';
import { staffAction, staffLoader, staffOf } from './guard.server';

/**
 * The dashboard around every tab (docs/product.md §12.2): each tab's page reads and changes its own data through
 * its own server module; this one reads what the heading and cards show, and signs out. The staff guard has
 * checked the session before either runs.
 */

/** Around every tab: who is signed in, the e-mail problems card and the figures of the summary cards. */
export const dashboardLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff, db, env } = staffOf(context);
  const [figures, notifications] = await Promise.all([analytics(db), notificationsOverview(db, env)]);
  return { staff, analytics: figures, notifications };
});

/** Signing out ends the session on the server, clears the cookie and opens the sign-in page. */
export const dashboardAction = staffAction(
  { schema: signOutActionSchema, role: 'staff' },
  async (_, { db, env, staff }, { request }) => {
    const cookie = await endSession(db, request, { staffId: staff.id, client: await requestClient(env, request) });
    securityLog('admin.sign-out');
    // A new document, not a client-side move: nothing of the ended session stays in the page's memory.
    return redirectDocument(adminSignInPath, { headers: { 'Set-Cookie': cookie } });
  },
);
