import type { PromiseState } from '@site/domain/leads/promises';
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDateTime } from '../staff-format';

export interface PromiseBadgeProps {
  /** Where the lead's promised answer stands; nothing is shown for a lead promised none. */
  promise: PromiseState | null;
  /** When the answer is (or was) due. */
  dueAt: string | null;
}

const looks: Record<PromiseState, { variant: BadgeVariant; icon: LucideIcon; label: string }> = {
  due: { variant: 'secondary', icon: Hourglass, label: 'Due' },
  met: { variant: 'success', icon: CircleCheck, label: 'Met' },
  missed: { variant: 'destructive', icon: CircleX, label: 'Missed' },
};

/**
 * The promise clock of a lead (docs/decisions/078): due (with its time), met or missed, on the lead table,
 * the board and the lead's page.
 */
export function PromiseBadge({ promise, dueAt }: PromiseBadgeProps) {
  if (promise === null) return null;
  const look = looks[promise];
  return (
    <Badge variant={look.variant}>
      <Icon icon={look.icon} size="sm" />
      <VisuallyHidden>Response promise: </VisuallyHidden>
      {look.label}
      {promise === 'due' && dueAt ? (
        <>
          {' '}
          <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
        </>
      ) : null}
    </Badge>
  );
}
