import { describeError } from '@site/domain/forms/errors';
import type { FunnelPeriodQuery } from '@site/domain/leads/funnel';
import { Link } from '@site/ui/components/Link';
import { AdminPage, AdminPageSection } from '@site/ui/widgets/staff/AdminPage';
import { PromiseReport } from '@site/ui/widgets/staff/PromiseReport';
import { SourceFunnel } from '@site/ui/widgets/staff/SourceFunnel';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useNavigation, useSearchParams } from 'react-router';
import { funnelLoader } from './analytics.server';
import { adminMeta } from './shared';
import type { Route } from './+types/analytics';

export const meta = () => adminMeta('Where our jobs come from');

export const loader = funnelLoader;

function AnalyticsPage({ children }: { children: ReactNode }) {
  return (
    <AdminPage
      titleId="analytics-title"
      title="Where our jobs come from"
      width="wide"
      nav={<Link href="/admin">← Dashboard</Link>}
    >
      {children}
    </AdminPage>
  );
}

/** The period lives in the URL, so a view can be bookmarked and shared. */
const searchOf = (query: FunnelPeriodQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * /admin/analytics (docs/product.md §12.8): the funnel by source over a chosen period, and the response
 * promises kept over the same period (docs/decisions/078).
 */
export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const changingPeriod = navigation.state === 'loading' && navigation.location.pathname === '/admin/analytics';
  return (
    <AnalyticsPage>
      <SourceFunnel
        // A new URL is a new picker: its state starts from the period asked.
        key={searchOf(loaderData.query).toString()}
        query={loaderData.query}
        report={changingPeriod ? undefined : loaderData.report}
        fieldErrors={loaderData.fieldErrors}
        onPeriodChange={(query) => setSearchParams(searchOf(query))}
      />
      {changingPeriod || !loaderData.report ? null : (
        <AdminPageSection titleId="promises-title" title="Response promises">
          <PromiseReport report={loaderData.report} />
        </AdminPageSection>
      )}
    </AnalyticsPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AnalyticsPage>
      <SourceFunnel
        query={{}}
        error={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error)}
        onPeriodChange={(query) => window.location.assign(`/admin/analytics?${searchOf(query).toString()}`)}
      />
    </AnalyticsPage>
  );
}
