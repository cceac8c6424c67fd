import type { FunnelReport, FunnelRow } from '@site/domain/leads/funnel';
import { Table } from '../../../components/Table';
import { leadSourceLabel } from '../staff-format';
import * as shared from '../staff.css';
import { formatWait } from '../SourceFunnel';

export interface PromiseReportProps {
  /** The period's report, the same the funnel shows. */
  report: FunnelReport;
}

const sourceLabel = (row: FunnelRow) => (row.source === 'all' ? 'All sources' : leadSourceLabel(row.source));
const keptText = (row: FunnelRow) =>
  row.keptRate === null ? '–' : `${row.keptRate}% (${row.kept.toLocaleString('en-US')} of ${row.promised})`;

/**
 * Response promises kept (docs/decisions/078), by source over the funnel's period: the share of settled
 * promises answered in time (a promise still running counts in neither), and the median time from a lead's
 * arrival to its first response.
 */
export function PromiseReport({ report }: PromiseReportProps) {
  const rows = [...report.bySource, report.total];
  return (
    <>
      <p className={shared.note}>
        Promises kept: {keptText(report.total)}; median first response {formatWait(report.total.medianFirstResponseMs)}{' '}
        ({report.total.answered.toLocaleString('en-US')} answered).
      </p>
      <Table
        caption="Response promises by source"
        columns={[
          { key: 'source', header: 'Source', cell: sourceLabel },
          { key: 'kept', header: 'Promises kept', numeric: true, cell: keptText },
          {
            key: 'response',
            header: 'Median first response',
            numeric: true,
            cell: (row) => formatWait(row.medianFirstResponseMs),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.source}
      />
    </>
  );
}
