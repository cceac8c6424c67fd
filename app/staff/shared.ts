import { company } from '@site/domain/company/company';
import type { MetaDescriptor } from 'react-router';

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
