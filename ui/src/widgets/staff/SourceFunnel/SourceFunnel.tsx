import { formatUsd } from '@site/domain/pricing/money';
import {
  funnelPeriodMessages,
  funnelPeriodSchema,
  type FunnelPeriod,
  type FunnelPeriodQuery,
  type FunnelReport,
  type FunnelRow,
} from '@site/domain/leads/funnel';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Table } from '../../../components/Table';
import { ToggleButtonGroup } from '../../../components/ToggleButtonGroup';
import { formatDay, leadSourceLabel } from '../staff-format';
import { LoadState } from '../admin-states';
import * as styles from './SourceFunnel.css';

type PeriodField = keyof FunnelPeriodQuery;

export interface SourceFunnelProps {
  /** The period the URL asks for: it drives the picker while its report loads. */
  query: FunnelPeriodQuery;
  /** Absent while loading. */
  report?: FunnelReport;
  error?: string;
  /** The server's messages for a period it refused. */
  fieldErrors?: Partial<Record<PeriodField, string>>;
  onPeriodChange: (query: FunnelPeriodQuery) => void;
}

const periodOptions = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
  { value: 'custom', label: 'Choose dates' },
] as const;

const minute = 60_000;
const hour = 60 * minute;

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** A wait as staff say it: minutes under an hour, hours under two days, then days (one decimal at most). */
export function formatWait(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < hour) return `${Math.round(ms / minute)} min`;
  if (ms < 48 * hour) return `${oneDecimal(ms / hour)} h`;
  return `${oneDecimal(ms / (24 * hour))} days`;
}

const periodLabel = (period: FunnelPeriod) => `${formatDay(period.from)} – ${formatDay(period.to)}`;

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' });

const sourceLabel = (row: FunnelRow) => (row.source === 'all' ? 'All sources' : leadSourceLabel(row.source));
const count = (value: number) => value.toLocaleString('en-US');

const stages = [
  { key: 'leads', label: 'Leads' },
  { key: 'qualified', label: 'Qualified' },
  { key: 'won', label: 'Won' },
] as const;

/**
 * The bars of each source's funnel. Screen readers skip them: the table beside holds the same figures
 * (docs/product.md §12.8). Plain HTML, so no chart library loads for it.
 */
function FunnelBars({ report }: { report: FunnelReport }) {
  const widest = Math.max(1, ...report.bySource.map((row) => row.leads));
  return (
    <figure className={styles.figure} aria-labelledby="source-funnel-chart-title">
      <figcaption id="source-funnel-chart-title" className={styles.caption}>
        Leads, qualified and won by source
      </figcaption>
      <div aria-hidden="true" className={styles.chart} data-testid="source-funnel-chart">
        <ul className={styles.legend}>
          {stages.map((stage) => (
            <li key={stage.key} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.stageColor[stage.key]}`} />
              {stage.label}
            </li>
          ))}
        </ul>
        {report.bySource.map((row) => (
          <div key={row.source} className={styles.source}>
            <span className={styles.sourceName}>{sourceLabel(row)}</span>
            {stages.map((stage) => (
              <div key={stage.key} className={styles.barRow}>
                <div className={styles.track}>
                  <div
                    className={`${styles.bar} ${styles.stageColor[stage.key]}`}
                    style={{ width: `${(row[stage.key] / widest) * 100}%` }}
                  />
                </div>
                <span className={styles.value}>{count(row[stage.key])}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}

function FunnelTable({ report }: { report: FunnelReport }) {
  return (
    <Table
      caption="Funnel by source"
      columns={[
        { key: 'source', header: 'Source', cell: sourceLabel },
        { key: 'leads', header: 'Leads', numeric: true, cell: (row) => count(row.leads) },
        { key: 'qualified', header: 'Qualified', numeric: true, cell: (row) => count(row.qualified) },
        { key: 'won', header: 'Won', numeric: true, cell: (row) => count(row.won) },
        { key: 'rate', header: 'Conversion', numeric: true, cell: (row) => `${row.conversionRate}%` },
        { key: 'value', header: 'Won value', numeric: true, cell: (row) => formatUsd(row.wonValue) },
        {
          key: 'wait',
          header: 'Median to first contact',
          numeric: true,
          cell: (row) => formatWait(row.medianToFirstContactMs),
        },
      ]}
      rows={[...report.bySource, report.total]}
      rowKey={(row) => row.source}
    />
  );
}

function PeriodPicker({
  query,
  fieldErrors,
  onPeriodChange,
}: Pick<SourceFunnelProps, 'query' | 'fieldErrors' | 'onPeriodChange'>) {
  const [mode, setMode] = useState<string>(query.from || query.to ? 'custom' : (query.days ?? '90'));
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [errors, setErrors] = useState<Partial<Record<PeriodField, string>>>({});
  const shown = { ...fieldErrors, ...errors };

  const showDates = () => {
    const parsed = funnelPeriodSchema.safeParse({ from: from || undefined, to: to || undefined });
    const issues = parsed.success ? [] : parsed.error.issues;
    const found = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
    if (!from && !to) found.from = funnelPeriodMessages.bothDates;
    setErrors(found);
    if (Object.keys(found).length === 0) onPeriodChange({ from, to });
  };

  return (
    <div className={styles.period}>
      <ToggleButtonGroup
        label="Period"
        options={periodOptions}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setErrors({});
          if (value !== 'custom') onPeriodChange({ days: value as FunnelPeriodQuery['days'] });
        }}
      />
      {mode === 'custom' ? (
        <div className={styles.dates}>
          <DatePicker label="From" value={from} onChange={setFrom} errorMessage={shown.from} isInvalid={!!shown.from} />
          <DatePicker label="To" value={to} onChange={setTo} errorMessage={shown.to} isInvalid={!!shown.to} />
          <div className={styles.show}>
            <Button variant="secondary" onClick={showDates}>
              Show
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Where do our jobs come from?" (docs/product.md §12.8): the period, a headline, the funnel of each source
 * as bars and the same figures as a table.
 */
export function SourceFunnel({ query, report, error, fieldErrors, onPeriodChange }: SourceFunnelProps) {
  return (
    <div className={styles.root}>
      <PeriodPicker query={query} fieldErrors={fieldErrors} onPeriodChange={onPeriodChange} />
      <LoadState
        what="funnel"
        // A refused period has no report to wait for: its messages are on the picker.
        isLoading={!report && Object.keys(fieldErrors ?? {}).length === 0}
        error={error}
        isEmpty={report?.total.leads === 0}
        emptyText={report ? `No leads arrived in ${periodLabel(report.period)}.` : undefined}
      >
        {report ? (
          <>
            <p className={styles.headline}>
              {periodLabel(report.period)}: {count(report.total.leads)} leads, {count(report.total.won)} won (
              {report.total.conversionRate}%) worth {formatUsd(report.total.wonValue)}; median time to first contact{' '}
              {formatWait(report.total.medianToFirstContactMs)} ({count(report.total.contacted)} contacted).
            </p>
            {report.asOf ? (
              // A quick period's report is stored each minute (docs/decisions/069): say how old it is.
              <p className={styles.asOf}>
                Figures as of {time.format(new Date(report.asOf))} UTC; they are updated every minute.
              </p>
            ) : null}
            <div className={styles.views}>
              <FunnelBars report={report} />
              <FunnelTable report={report} />
            </div>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
