import { Link } from '@site/ui/components/Link';
import { AdminPage } from '@site/ui/widgets/staff/AdminPage';
import { SiteSpeedReport } from '@site/ui/widgets/staff/SiteSpeedReport';
import { siteSpeedLoader } from './site-speed.server';
import { adminMeta } from './shared';
import type { Route } from './+types/site-speed';

export const meta = () => adminMeta('Site speed');

export const loader = siteSpeedLoader;

/** /admin/site-speed (docs/product.md §12.11): how fast the public pages are for real visitors. */
export default function AdminSiteSpeed({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage titleId="site-speed-title" title="Site speed" width="wide" nav={<Link href="/admin">← Dashboard</Link>}>
      <SiteSpeedReport report={loaderData.report} />
    </AdminPage>
  );
}
