import { formatUsd } from '@site/domain/pricing/money';
import { leadEditMessages } from '@site/domain/staff/lead-edits';
import { type AdminLead } from '@site/domain/staff/lead-table';
import type { LeadStatus } from '@site/domain/leads/leads';
import {
  followUpState,
  hiddenCount,
  moveOnBoard,
  pipelineMessages,
  type BoardColumn,
} from '@site/domain/leads/pipeline';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import {
  Button as AriaButton,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  type DragTypes,
} from 'react-aria-components';
import { Badge } from '../../../components/Badge';
import { PromiseBadge } from '../PromiseBadge';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDay, leadStatusLabels } from '../staff-format';
import { LoadState } from '../admin-states';
import * as shared from '../staff.css';
import * as styles from './StatusBoard.css';
import { changeWithToasts } from '../staff-action';

export interface StatusBoardProps {
  /** The six columns in pipeline order, each with its first cards and the totals of all its leads. */
  columns: readonly BoardColumn[];
  /** Saves a card's new status; throw to refuse it (the card goes back and the message is shown). */
  onMove: (lead: AdminLead, status: LeadStatus) => Promise<void>;
  /** Where a lead's page is. */
  detailHref: (lead: AdminLead) => string;
  /** Where the whole of a column is listed, for the cards the board does not show. */
  moreHref: (status: LeadStatus) => string;
  /** The office's calendar day, YYYY-MM-DD: a card's follow-up day reads as due or overdue against it. */
  today: string;
  isLoading?: boolean;
  error?: string;
}

// Every card carries the lead type, and a second type naming its column, so a column can refuse its own cards.
const leadType = 'application/x-pacificspan-lead';
const fromColumnType = (status: LeadStatus) => `${leadType}-from-${status}`;

/**
 * The status board (docs/product.md §12.7): a column per status with its count and estimated value, and
 * cards that move by drag and drop, or by keyboard (Enter on a card's Move handle picks it up over the next
 * column, Tab and Shift+Tab go to the others, Enter drops, Escape cancels). A move shows at once and goes back, with the message, when `onMove` refuses it.
 */
export function StatusBoard({ columns, onMove, isLoading = false, error, ...forEveryColumn }: StatusBoardProps) {
  const [pending, setPending] = useState<{ leadId: string; status: LeadStatus } | null>(null);
  const shown = pending ? moveOnBoard(columns, pending.leadId, pending.status) : columns;

  const move = async (leadId: string, status: LeadStatus) => {
    const lead = columns.flatMap((column) => column.leads).find((card) => card.id === leadId);
    if (!lead || lead.status === status) return;
    setPending({ leadId, status });
    await changeWithToasts(
      () => onMove(lead, status),
      { title: pipelineMessages.moved(lead.name, leadStatusLabels[status]) },
      leadEditMessages.failed,
      () => setPending(null),
    );
  };

  return (
    <LoadState what="board" isLoading={isLoading} error={error} isEmpty={false}>
      <div className={styles.board}>
        {shown.map((column) => (
          <Column key={column.status} {...forEveryColumn} column={column} onDrop={move} isBusy={pending !== null} />
        ))}
      </div>
    </LoadState>
  );
}

interface ColumnProps extends Pick<StatusBoardProps, 'detailHref' | 'moreHref' | 'today'> {
  column: BoardColumn;
  onDrop: (leadId: string, status: LeadStatus) => void;
  isBusy: boolean;
}

function Column({ column, onDrop, detailHref, moreHref, today, isBusy }: ColumnProps) {
  const label = leadStatusLabels[column.status];
  const titleId = `board-${column.status}-title`;
  const hidden = hiddenCount(column);
  const { dragAndDropHooks } = useDragAndDrop<AdminLead>({
    isDisabled: isBusy,
    getItems: (_keys, items) =>
      items.map((lead) => ({
        [leadType]: lead.id,
        [fromColumnType(column.status)]: lead.id,
        'text/plain': lead.name,
      })),
    acceptedDragTypes: [leadType],
    getDropOperation: (_target, types: DragTypes) => (types.has(fromColumnType(column.status)) ? 'cancel' : 'move'),
    onRootDrop: async (event) => {
      const ids = await Promise.all(event.items.filter(isTextDropItem).map((item) => item.getText(leadType)));
      for (const id of ids) onDrop(id, column.status);
    },
  });

  return (
    <section className={styles.column} aria-labelledby={titleId} data-status={column.status}>
      <header className={styles.columnHeader}>
        <h3 id={titleId} className={styles.columnTitle}>
          {label}
        </h3>
        <p className={styles.totals}>
          <span>{leadCount(column.count)}</span>
          <span>
            {formatUsd(column.estimatedValue)}
            <VisuallyHidden> estimated</VisuallyHidden>
          </span>
        </p>
      </header>
      <GridList
        aria-label={`${label} leads`}
        items={column.leads}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.cards}
        renderEmptyState={() => <p className={styles.empty}>No leads</p>}
      >
        {(lead) => (
          <GridListItem id={lead.id} textValue={lead.name} className={styles.card}>
            <AriaButton slot="drag" className={styles.handle} aria-label={`Move ${lead.name}`}>
              <Icon icon={GripVertical} size="sm" />
            </AriaButton>
            <Card lead={lead} href={detailHref(lead)} today={today} />
          </GridListItem>
        )}
      </GridList>
      {hidden > 0 ? (
        <p className={styles.more}>
          <Link href={moreHref(column.status)}>
            {hidden} more in {label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

const leadCount = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

function Card({ lead, href, today }: { lead: AdminLead; href: string; today: string }) {
  const followUp = followUpState(lead.followUpOn, today);
  return (
    <div className={styles.cardBody}>
      <span className={styles.cardName}>
        <Link href={href}>{lead.name}</Link>
      </span>
      <span className={shared.metaLine}>
        {lead.estimatedValue === null ? 'No estimate' : formatUsd(lead.estimatedValue)} ·{' '}
        {lead.owner ? lead.owner.name : 'Unassigned'}
      </span>
      {lead.followUpOn ? (
        <span className={shared.metaLine}>
          Follow up {formatDay(lead.followUpOn)}
          {followUp === 'overdue' ? <Badge variant="destructive">Overdue</Badge> : null}
          {followUp === 'due-today' ? <Badge variant="warning">Due today</Badge> : null}
        </span>
      ) : null}
      {lead.isUrgent ? <Badge variant="destructive">Urgent</Badge> : null}
      <PromiseBadge promise={lead.promise} dueAt={lead.responseDueAt} />
    </div>
  );
}
