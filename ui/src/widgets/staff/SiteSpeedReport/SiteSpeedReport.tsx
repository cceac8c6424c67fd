import {
  ratings,
  siteSpeedMetrics,
  thresholds,
  type Device,
  type Rating,
  type RouteSpeed,
  type SiteSpeedMetric,
  type SiteSpeedReport as Report,
  type SlowTarget,
  type TrendDay,
} from '@site/domain/site-speed/site-speed';
import { Stack } from '../../../components/Stack';
import { Table, type TableColumn } from '../../../components/Table';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDateTime, formatDay } from '../staff-format';
import * as shared from '../staff.css';
import * as styles from './SiteSpeedReport.css';

export interface SiteSpeedReportProps {
  report: Report;
}

const metricNames: Record<SiteSpeedMetric, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Layout shift',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
};

const ratingLabels: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

const deviceLabels: Record<Device, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/** A metric's value as staff read it: CLS unitless, timings in ms under a second, else in seconds. */
export function formatMetric(metric: SiteSpeedMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

const views = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;

function Figure({ metric, value, rating }: { metric: SiteSpeedMetric; value: number; rating: Rating }) {
  return (
    <span className={styles.figure({ rating })} data-rating={rating}>
      {formatMetric(metric, value)}
      <VisuallyHidden>, {ratingLabels[rating].toLowerCase()}</VisuallyHidden>
    </span>
  );
}

const figureCell = (metric: SiteSpeedMetric) => (row: RouteSpeed) => {
  const figure = row.metrics[metric];
  return figure ? <Figure metric={metric} value={figure.p75} rating={figure.rating} /> : '–';
};

const trendCell = (day: TrendDay | undefined, metric: SiteSpeedMetric) =>
  day?.p75 === undefined || !day.rating ? (
    '–'
  ) : (
    <Stack gap="none">
      <Figure metric={metric} value={day.p75} rating={day.rating} />
      <span className={styles.count}>{views(day.count)}</span>
    </Stack>
  );

const routeCell = (row: { route: string }) => <code>{row.route}</code>;

/** The table by page and device: each metric's p75, then the route's lab figures of `lab`. */
const routeColumns = (lab: Report['lab']): TableColumn<RouteSpeed>[] => [
  { key: 'route', header: 'Page', cell: routeCell },
  { key: 'device', header: 'Device', cell: (row) => deviceLabels[row.device] },
  { key: 'views', header: 'Views', numeric: true, cell: (row) => row.views.toLocaleString('en-US') },
  ...siteSpeedMetrics.map((metric) => ({ key: metric, header: metric, numeric: true, cell: figureCell(metric) })),
  {
    key: 'lab-score',
    header: `Lab score (${formatDay(lab.measuredOn)})`,
    numeric: true,
    cell: (row) => lab.routes[row.route]?.score ?? '–',
  },
  {
    key: 'lab-lcp',
    header: 'Lab LCP',
    numeric: true,
    cell: (row) => {
      const figures = lab.routes[row.route];
      return figures ? formatMetric('LCP', figures.lcpMs) : '–';
    },
  },
];

/** The day-by-day table: a row per day index of the window, a column per metric's trend. */
const trendColumns = (trends: Report['trends']): TableColumn<{ day: string; index: number }>[] => [
  { key: 'day', header: 'Day', cell: (row) => formatDay(row.day) },
  ...trends.map(({ metric, days }) => ({
    key: metric,
    header: metric,
    numeric: true,
    cell: (row: { index: number }) => trendCell(days[row.index], metric),
  })),
];

const slowestColumns: TableColumn<SlowTarget>[] = [
  { key: 'metric', header: 'Metric', cell: (row) => metricNames[row.metric] },
  { key: 'route', header: 'Page', cell: routeCell },
  { key: 'target', header: 'Element', cell: (row) => <code className={styles.target}>{row.target}</code> },
  {
    key: 'mean',
    header: 'Mean',
    numeric: true,
    cell: (row) => <Figure metric={row.metric} value={row.mean} rating={row.rating} />,
  },
  { key: 'views', header: 'Views', numeric: true, cell: (row) => row.count.toLocaleString('en-US') },
];

/**
 * The Site speed report (docs/product.md §12.11): what visitors' own browsers measured over the last 28 days.
 * The p75 of each Core Web Vital by page and device in Google's colours, with the lab's Lighthouse figures
 * of the last `npm run bench` beside them; each metric's p75 day by day with its page views; and the
 * slowest elements and interactions as web-vitals' attribution names them.
 */
export function SiteSpeedReport({ report }: SiteSpeedReportProps) {
  const period = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  if (report.views === 0) {
    return (
      <p className={shared.note}>
        No page views measured from {period} yet. Each visit to a public page is counted here once the visitor leaves
        it.
      </p>
    );
  }
  const days = report.trends[0]?.days.flatMap((day, index) =>
    report.trends.some((trend) => (trend.days[index]?.count ?? 0) > 0) ? [{ day: day.day, index }] : [],
  );
  return (
    <Stack gap="6">
      <Stack gap="2">
        <p>
          {views(report.views)} from {period}. Each figure is the 75th percentile: three in four page views were at
          least this fast.
        </p>
        {report.asOf ? (
          <p className={styles.count}>Figures as of {formatDateTime(report.asOf)}; they are updated every minute.</p>
        ) : null}
        <ul className={styles.legend} aria-label="Ratings">
          {ratings.map((rating) => (
            <li key={rating}>
              <span className={styles.figure({ rating })}>{ratingLabels[rating]}</span>
            </li>
          ))}
        </ul>
      </Stack>
      <Table
        caption="By page and device"
        columns={routeColumns(report.lab)}
        rows={report.byRoute}
        rowKey={(row) => `${row.route} ${row.device}`}
      />
      <Table
        caption="Day by day, all pages"
        columns={trendColumns(report.trends)}
        rows={(days ?? []).toReversed()}
        rowKey={(row) => row.day}
      />
      <Table
        caption="Slowest elements and interactions"
        columns={slowestColumns}
        rows={report.slowest}
        rowKey={(row) => `${row.metric} ${row.route} ${row.target}`}
      />
      <p className={styles.count}>
        Good is at most {formatMetric('LCP', thresholds.LCP.good)} LCP, {formatMetric('INP', thresholds.INP.good)} INP
        and {formatMetric('CLS', thresholds.CLS.good)} CLS; poor is over {formatMetric('LCP', thresholds.LCP.poor)},{' '}
        {formatMetric('INP', thresholds.INP.poor)} and {formatMetric('CLS', thresholds.CLS.poor)} (Google&apos;s
        thresholds). Lab figures are Lighthouse&apos;s on a simulated phone.
      </p>
    </Stack>
  );
}
