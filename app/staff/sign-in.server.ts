import { redirect, type LoaderFunctionArgs } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { checkSession } from '../../worker/services/staff/staff-sessions';

/**
 * The sign-in page sends someone who is already signed in straight to the dashboard. Not being signed in
 * is the normal case here, so it is not logged as a refused authorisation.
 */
export async function signInLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const session = await checkSession(database(context.get(workerContext).env.DB), request);
  if (session.ok) throw redirect('/admin');
  return null;
}
