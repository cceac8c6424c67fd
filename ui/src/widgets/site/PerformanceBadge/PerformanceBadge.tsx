import { gradeFor, type PerformanceFigures } from './performance';
import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { Icon } from '../../../components/Icon';
import * as floating from '../floating.css';
import * as styles from './PerformanceBadge.css';

export interface PerformanceBadgeProps {
  figures: PerformanceFigures;
  defaultOpen?: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const rows: { key: keyof PerformanceFigures; label: string; format: (value: number) => string }[] = [
  { key: 'loadTime', label: 'Page load', format: seconds },
  { key: 'firstContentfulPaint', label: 'First contentful paint', format: seconds },
  { key: 'largestContentfulPaint', label: 'Largest contentful paint', format: seconds },
  { key: 'cumulativeLayoutShift', label: 'Layout shift', format: (value) => value.toFixed(3) },
  { key: 'totalBlockingTime', label: 'Blocking time', format: milliseconds },
  { key: 'memoryUsage', label: 'Memory in use', format: megabytes },
];

/** The load time and its grade (A under 1 s ... D from 3 s); pressing it shows every figure measured. */
export function PerformanceBadge({ figures, defaultOpen = false }: PerformanceBadgeProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const grade = figures.loadTime === undefined ? undefined : gradeFor(figures.loadTime);

  return (
    <div className={styles.root}>
      {isOpen ? (
        <section id={panelId} className={styles.panel} aria-label="Page performance">
          <h2 className={styles.panelTitle}>Page performance</h2>
          <dl className={styles.figures}>
            {rows.map(({ key, label, format }) => {
              const value = figures[key];
              return (
                <div key={key} className={styles.row}>
                  <dt className={styles.name}>{label}</dt>
                  <dd className={styles.value}>{value === undefined ? 'Not measured' : format(value)}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
      {/* A native button: this widget loads on every page, and React Aria's press handling would bring 14 KB
          (gzip) of start-up work to every page for a plain toggle (docs/decisions/054-a-native-toast-region.md). */}
      <button
        type="button"
        className={floating.pill}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <Icon icon={Gauge} size="sm" />
        {figures.loadTime === undefined ? 'Measuring…' : seconds(figures.loadTime)}
        {grade ? (
          <span className={styles.grade({ grade })} aria-label={`grade ${grade}`}>
            {grade}
          </span>
        ) : null}
      </button>
    </div>
  );
}
