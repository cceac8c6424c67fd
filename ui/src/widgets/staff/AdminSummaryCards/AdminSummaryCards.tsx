import { formatUsd } from '@site/domain/pricing/money';
import type { AdminSummary } from '@site/domain/staff/analytics';
import { BadgePercent, DollarSign, HardHat, Users, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import * as styles from './AdminSummaryCards.css';

export interface AdminSummaryCardsProps {
  /** Absent while loading. */
  summary?: AdminSummary;
  error?: string;
}

const cards: { key: keyof AdminSummary; label: string; icon: LucideIcon; format: (value: number) => string }[] = [
  { key: 'totalLeads', label: 'Total Leads', icon: Users, format: (value) => value.toLocaleString('en-US') },
  { key: 'activeProjects', label: 'Active Projects', icon: HardHat, format: (value) => value.toLocaleString('en-US') },
  { key: 'pipelineValue', label: 'Pipeline Value', icon: DollarSign, format: formatUsd },
  { key: 'conversionRate', label: 'Conversion Rate', icon: BadgePercent, format: (value) => `${value}%` },
];

/** The four summary cards (docs/product.md §12.2) above the tabs. */
export function AdminSummaryCards({ summary, error }: AdminSummaryCardsProps) {
  return (
    <div className={styles.wrap}>
      <dl className={styles.grid} aria-busy={!summary && !error}>
        {cards.map((card) => (
          <div key={card.key} className={styles.card}>
            <dt className={styles.label}>
              {card.label}
              <Icon icon={card.icon} size="md" />
            </dt>
            <dd className={styles.value}>{summary ? card.format(summary[card.key]) : '—'}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p role="alert" className={styles.error}>
          Could not load the summary: {error}
        </p>
      ) : null}
    </div>
  );
}
