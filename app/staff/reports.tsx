import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { AnalyticsBreakdown } from '@site/ui/widgets/staff/AnalyticsBreakdown';
import { ContentLoader } from '@site/ui/components/ContentLoader';
import { lazy } from 'react';
import { useDashboard } from './use-dashboard';
import { PanelHeading } from './panel-heading';

// The chart library is loaded only when this tab opens.
const AnalyticsChart = lazy(() =>
  import('@site/ui/widgets/staff/AnalyticsChart').then((module) => ({ default: module.AnalyticsChart })),
);

/** Analytics & Reports (docs/product.md §12.5), from the figures the dashboard already read. */
export default function AdminReports() {
  const { analytics } = useDashboard();
  return (
    <Stack gap="6">
      <PanelHeading>Analytics</PanelHeading>
      <AnalyticsBreakdown analytics={analytics} />
      <ContentLoader
        when="after-first-paint"
        placeholder={
          <Text tone="muted" role="status">
            Loading chart...
          </Text>
        }
      >
        <AnalyticsChart perWeek={analytics.perWeek} />
      </ContentLoader>
    </Stack>
  );
}
