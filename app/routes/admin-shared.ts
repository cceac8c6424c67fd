import { company } from '@site/domain/company/company';
import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import type { loader as dashboardLoader } from './admin';

export const adminSignInPath = '/admin/login';

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
