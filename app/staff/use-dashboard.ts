import { useRouteLoaderData } from 'react-router';
import type { dashboardLoader } from './dashboard.server';

/** The dashboard's figures and who is signed in, for the tabs' pages under /admin that show them too. */
export function useDashboard() {
  const dashboard = useRouteLoaderData<typeof dashboardLoader>('staff/dashboard');
  if (!dashboard) throw new Error('A dashboard tab rendered outside /admin');
  return dashboard;
}
