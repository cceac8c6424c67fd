import type { HealthFigure } from '@site/domain/staff/health';
import { Badge } from '../../../components/Badge';
import { Link } from '../../../components/Link';
import { LoadState } from '../admin-states';
import { formatDateTime } from '../staff-format';
import * as styles from './HealthPanel.css';

export interface HealthPanelProps {
  /** Absent while loading. */
  figures?: HealthFigure[];
  /** When the figures were read. */
  checkedAt?: string;
  error?: string;
}

/**
 * The health page (docs/product.md §12.13): each figure of the machinery behind the leads, red with what to do
 * once it is past its threshold (domain/staff/health.ts). Colour is never the only sign: a red figure says
 * "Needs attention" in words.
 */
export function HealthPanel({ figures, checkedAt, error }: HealthPanelProps) {
  const red = figures?.filter((figure) => figure.red) ?? [];
  return (
    <LoadState what="health figures" isLoading={!figures} error={error} isEmpty={false}>
      <p className={styles.summary}>
        {red.length === 0
          ? 'Everything is working.'
          : `${red.length} ${red.length === 1 ? 'figure needs' : 'figures need'} attention.`}
        {checkedAt ? (
          <>
            {' '}
            Checked <time dateTime={checkedAt}>{formatDateTime(checkedAt)}</time>.
          </>
        ) : null}
      </p>
      <ul className={styles.grid} aria-label="Health figures">
        {figures?.map((figure) => (
          <li
            key={figure.id}
            className={figure.red ? styles.red : styles.figure}
            aria-labelledby={`health-${figure.id}`}
            data-state={figure.red ? 'red' : 'ok'}
          >
            <div className={styles.header}>
              <h3 id={`health-${figure.id}`} className={styles.label}>
                {figure.label}
              </h3>
              <Badge variant={figure.red ? 'destructive' : 'success'}>{figure.red ? 'Needs attention' : 'OK'}</Badge>
            </div>
            <p className={figure.red ? styles.redValue : styles.value}>{figure.value}</p>
            {figure.at ? (
              <p className={styles.line}>
                {figure.atLabel} <time dateTime={figure.at}>{formatDateTime(figure.at)}</time>
              </p>
            ) : null}
            <p className={styles.muted}>{figure.judgement}</p>
            {figure.red ? <p className={styles.line}>{figure.guide}</p> : null}
            {figure.red && figure.view ? <Link href={figure.view.href}>{figure.view.label}</Link> : null}
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
