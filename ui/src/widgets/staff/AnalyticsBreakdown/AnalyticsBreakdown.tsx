import type { AdminAnalytics, CountShare } from '@site/domain/staff/analytics';
import { Table } from '../../../components/Table';
import { leadSourceLabel } from '../staff-format';
import { LoadState } from '../admin-states';
import * as styles from './AnalyticsBreakdown.css';

export interface AnalyticsBreakdownProps {
  /** Absent while loading. */
  analytics?: Pick<AdminAnalytics, 'bySource' | 'byRegion'>;
  error?: string;
}

function ShareTable<Key extends string>({
  caption,
  header,
  rows,
  label,
}: {
  caption: string;
  header: string;
  rows: CountShare<Key>[];
  label: (key: Key) => string;
}) {
  return (
    <Table
      caption={caption}
      columns={[
        { key: 'key', header, cell: (row) => label(row.key) },
        { key: 'count', header: 'Leads', numeric: true, cell: (row) => row.count.toLocaleString('en-US') },
        { key: 'share', header: 'Share', numeric: true, cell: (row) => `${row.share}%` },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}

/** Analytics (docs/product.md §12.5): lead counts and shares by source and by region. */
export function AnalyticsBreakdown({ analytics, error }: AnalyticsBreakdownProps) {
  return (
    <LoadState what="analytics" isLoading={!analytics} error={error} isEmpty={false}>
      {analytics ? (
        <div className={styles.grid}>
          <ShareTable
            caption="Leads by source"
            header="Source"
            rows={analytics.bySource}
            label={(key) => leadSourceLabel(key)}
          />
          <ShareTable caption="Leads by region" header="Region" rows={analytics.byRegion} label={(key) => key} />
        </div>
      ) : null}
    </LoadState>
  );
}
