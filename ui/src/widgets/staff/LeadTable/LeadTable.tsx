import { unverifiedMessages } from '@site/domain/leads/unverified';
import { formatUsd } from '@site/domain/pricing/money';
import type { AdminLead, LeadSortColumn, LeadTableQuery } from '@site/domain/staff/lead-table';
import { closedStatuses, followUpState } from '@site/domain/leads/pipeline';
import { ArrowDown, ArrowUp, Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox as AriaCheckbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDateTime, formatDay, leadSourceLabel, leadStatusBadges, leadStatusLabels } from '../staff-format';
import { LoadState } from '../admin-states';
import { LeadContactActions } from '../LeadCard';
import { PromiseBadge } from '../PromiseBadge';
import * as styles from './LeadTable.css';

/** The table's order, as the URL holds it (`sort` and `dir`, docs/decisions/032). */
export interface LeadTableSort {
  column: LeadSortColumn;
  direction: LeadTableQuery['dir'];
}

export interface LeadTableProps {
  /** One page of leads, in the server's order. */
  leads: readonly AdminLead[];
  /** The column the server sorted by; a header press asks for another through `onSortChange`. */
  sort: LeadTableSort;
  onSortChange: (sort: LeadTableSort) => void;
  /** The ids of the selected rows; rows not on this page are ignored. */
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  /** Where a lead's page is: its name links there. */
  detailHref: (lead: AdminLead) => string;
  /** Opens the Edit Lead dialog (docs/product.md §12.3). */
  onEdit: (lead: AdminLead) => void;
  /** The office's calendar day, YYYY-MM-DD: follow-up days read as due or overdue against it. */
  today: string;
  /** Another page, sort or filter is on its way: the rows shown are the previous view's. */
  isPending?: boolean;
  error?: string;
  /** Said when there are no rows, instead of 'No leads yet.' */
  emptyText?: string;
}

interface LeadColumn {
  id: LeadSortColumn;
  label: string;
  numeric?: boolean;
  cell: (lead: AdminLead, today: string) => ReactNode;
}

const columns: readonly LeadColumn[] = [
  {
    id: 'received',
    label: 'Received',
    cell: (lead) => <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>,
  },
  { id: 'name', label: 'Name', cell: () => null },
  { id: 'source', label: 'Source', cell: (lead) => leadSourceLabel(lead.source) },
  {
    id: 'status',
    label: 'Status',
    // Still new past its response deadline (docs/decisions/021): overdue beside the status it is stuck in; and
    // whether the answer its form promised was given in time (docs/decisions/078).
    cell: (lead) => (
      <span className={styles.nameLine}>
        <Badge variant={leadStatusBadges[lead.status]}>{leadStatusLabels[lead.status]}</Badge>
        {lead.overdue ? <Badge variant="warning">Overdue</Badge> : null}
        <PromiseBadge promise={lead.promise} dueAt={lead.responseDueAt} />
      </span>
    ),
  },
  { id: 'region', label: 'Region', cell: (lead) => lead.region },
  {
    id: 'estimate',
    label: 'Estimate',
    numeric: true,
    cell: (lead) =>
      lead.estimatedValue === null ? <span className={styles.muted}>—</span> : formatUsd(lead.estimatedValue),
  },
  {
    id: 'owner',
    label: 'Owner',
    cell: (lead) => (lead.owner ? lead.owner.name : <span className={styles.muted}>Unassigned</span>),
  },
  { id: 'followUp', label: 'Follow-up', cell: (lead, today) => <FollowUp lead={lead} today={today} /> },
];

/**
 * The lead table (docs/product.md §12.3, docs/decisions/032): a dense page of leads on React Aria's `Table`,
 * a grid that arrow keys walk cell by cell. Sorting happens on the server: a header press (or Enter on a
 * focused header) calls `onSortChange`, and the page loads the new order. Rows are selected with their
 * checkbox, Space on a focused row, or the header's checkbox for the whole page; the name opens the lead,
 * and each row has the card's Edit and Email actions.
 */
export function LeadTable({
  leads,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  detailHref,
  onEdit,
  today,
  isPending = false,
  error,
  emptyText,
}: LeadTableProps) {
  const onPage = new Set(leads.map((lead) => lead.id));
  const selectedKeys = new Set([...selectedIds].filter((id) => onPage.has(id)));
  const select = (keys: Selection) => onSelectionChange(keys === 'all' ? onPage : new Set([...keys].map(String)));
  const sortDescriptor: SortDescriptor = { column: sort.column, direction: sort.direction };
  return (
    <LoadState what="leads" isLoading={false} error={error} isEmpty={false}>
      {isPending ? (
        <p role="status" className={styles.pending}>
          <Spinner /> Loading leads...
        </p>
      ) : null}
      <div className={styles.frame} aria-busy={isPending || undefined}>
        <Table
          aria-label="Leads"
          className={styles.table}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          onSelectionChange={select}
          sortDescriptor={sortDescriptor}
          onSortChange={(next) =>
            onSortChange({ column: String(next.column) as LeadSortColumn, direction: next.direction })
          }
        >
          <TableHeader>
            <Column className={styles.column}>
              <SelectionBox label="Select all leads on this page" />
            </Column>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                allowsSorting
                isRowHeader={column.id === 'name'}
                className={column.numeric ? styles.numericColumn : styles.column}
              >
                {({ sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.label}
                    <span className={styles.sortIcon} data-hidden={sortDirection ? undefined : true} aria-hidden>
                      <Icon icon={sortDirection === 'ascending' ? ArrowUp : ArrowDown} size="sm" />
                    </span>
                  </span>
                )}
              </Column>
            ))}
            <Column className={styles.column}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Column>
          </TableHeader>
          <TableBody
            items={leads}
            renderEmptyState={() => <p className={styles.empty}>{emptyText ?? 'No leads yet.'}</p>}
          >
            {(lead) => (
              <Row id={lead.id} textValue={lead.name} className={styles.row} data-urgent={lead.isUrgent || undefined}>
                <Cell className={styles.checkboxCell}>
                  <SelectionBox />
                </Cell>
                {columns.map((column) =>
                  column.id === 'name' ? (
                    <Cell key={column.id} className={styles.nameCell}>
                      <span className={styles.nameLine}>
                        <Link href={detailHref(lead)}>{lead.name}</Link>
                        {lead.isUrgent ? <Badge variant="destructive">Urgent</Badge> : null}
                        {lead.unverified ? <Badge variant="warning">{unverifiedMessages.badge}</Badge> : null}
                      </span>
                    </Cell>
                  ) : (
                    <Cell key={column.id} className={column.numeric ? styles.numericCell : styles.nowrap}>
                      {column.cell(lead, today)}
                    </Cell>
                  ),
                )}
                <Cell className={styles.nowrap}>
                  <span className={styles.actions}>
                    <LeadContactActions lead={lead} onEdit={onEdit} variant="ghost" />
                  </span>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </LoadState>
  );
}

/**
 * The row's (or the header's) selection checkbox. React Aria names a row's box after the row's name; the
 * header's box selects every row of the page.
 */
function SelectionBox({ label }: { label?: string }) {
  return (
    <AriaCheckbox slot="selection" className={styles.checkbox} aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox}>
          {isIndeterminate ? <Icon icon={Minus} size="sm" /> : isSelected ? <Icon icon={Check} size="sm" /> : null}
        </span>
      )}
    </AriaCheckbox>
  );
}

/** A follow-up day, flagged when an open lead's day is today or past (docs/product.md §12.7). */
function FollowUp({ lead, today }: { lead: AdminLead; today: string }) {
  if (!lead.followUpOn) return <span className={styles.muted}>—</span>;
  const state = closedStatuses.includes(lead.status) ? undefined : followUpState(lead.followUpOn, today);
  return (
    <span className={styles.nameLine}>
      {formatDay(lead.followUpOn)}
      {state === 'overdue' ? <Badge variant="destructive">Overdue</Badge> : null}
      {state === 'due-today' ? <Badge variant="warning">Due today</Badge> : null}
    </span>
  );
}
