import type { StaffMember } from '@site/domain/admin';
import { redirect, type RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { checkSession, logRefusal } from '../../worker/services/staff-sessions';
import { adminSignInPath } from './admin-shared';

/**
 * The signed-in staff member and their session, checked on the server before any admin page renders;
 * without a valid session the visitor is sent to sign in (the API refuses them with 401 anyway, this keeps
 * the page honest).
 */
export async function requireSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ staff: StaffMember; sessionId: string }> {
  const check = await checkSession(database(context.get(workerContext).env.DB), request);
  if (!check.ok) {
    logRefusal(request, `session ${check.reason}`);
    throw redirect(adminSignInPath);
  }
  return { staff: check.staff, sessionId: check.sessionId };
}

export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffMember> {
  return (await requireSession(request, context)).staff;
}

/**
 * The sign-in page sends someone who is already signed in straight to the dashboard. Not being signed in
 * is the normal case here, so it is not logged as a refused authorisation.
 */
export async function redirectSignedIn(request: Request, context: Readonly<RouterContextProvider>): Promise<void> {
  const session = await checkSession(database(context.get(workerContext).env.DB), request);
  if (session.ok) throw redirect('/admin');
}
