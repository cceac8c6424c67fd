import { company } from '@site/domain/company/company';
import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import type { loader as dashboardLoader } from './admin';

export const adminSignInPath = '/admin/login';

/** Where staff open a file a visitor sent (docs/decisions/077); only through the staff guard. */
export const staffFilePath = (id: string) => `/admin/files/${id}`;

/** A staff file is no page to be sent to the sign-in from: without a session it is a 401. */
export const isStaffFilePath = (pathname: string) => /^\/admin\/files\//i.test(pathname);

/** Admin pages are for staff: a title, and never in a search engine (robots.txt disallows /admin too). */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${company.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The dashboard's figures and who is signed in, for the tabs' pages under /admin that show them too. */
export function useDashboard() {
  const dashboard = useRouteLoaderData<typeof dashboardLoader>('routes/admin');
  if (!dashboard) throw new Error('A dashboard tab rendered outside /admin');
  return dashboard;
}
