import { unverifiedMessages } from '@site/domain/leads/unverified';
import { formatUsd } from '@site/domain/pricing/money';
import type { AdminLead } from '@site/domain/staff/lead-table';
import { urgencyLevels } from '@site/domain/lead-forms/emergency';
import type { LeadSourceIcon } from '@site/domain/leads/lead-source';
import { leadSourceRegistry } from '@site/domain/leads/leads';
import {
  Calculator,
  ClipboardList,
  Clock,
  Gavel,
  Handshake,
  Lightbulb,
  Mail,
  MessageCircle,
  Pencil,
  ShieldCheck,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import type { ButtonVariants } from '../../../components/Button/Button.css';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDateTime, leadSourceLabel, leadStatusBadges, leadStatusLabels } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import { PromiseBadge } from '../PromiseBadge';
import * as styles from './LeadCard.css';

/**
 * The two actions on a lead (docs/product.md, section 12.3): Edit opens the dialog, Email the reply composer on
 * the lead's page, so what staff write is on the lead's record (docs/decisions/078). The card and the table's
 * row show the same pair; only the weight of the buttons differs.
 */
export function LeadContactActions({
  lead,
  onEdit,
  variant,
}: {
  lead: AdminLead;
  onEdit: (lead: AdminLead) => void;
  variant: Extract<ButtonVariants['variant'], 'outline' | 'ghost'>;
}) {
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => onEdit(lead)} aria-label={`Edit ${lead.name}`}>
        <Icon icon={Pencil} size="sm" />
        Edit
      </Button>
      <ButtonLink
        variant={variant}
        size="sm"
        href={`/admin/leads/${encodeURIComponent(lead.id)}#reply`}
        aria-label={`Email ${lead.name}`}
      >
        <Icon icon={Mail} size="sm" />
        Email
      </ButtonLink>
    </>
  );
}

/** How each source's icon, named in its definition (docs/decisions/107), is drawn (docs/product.md §7.1). */
const sourceIcons: Record<LeadSourceIcon, LucideIcon> = {
  calculator: Calculator,
  clipboard: ClipboardList,
  mail: Mail,
  shield: ShieldCheck,
  handshake: Handshake,
  siren: Siren,
  gavel: Gavel,
  lightbulb: Lightbulb,
  message: MessageCircle,
};

export interface LeadCardProps {
  lead: AdminLead;
  /** Where the lead's full submission and timeline are shown; left out on that page itself. */
  detailHref?: string;
  onEdit: (lead: AdminLead) => void;
  /** The name's heading level in the page outline (a list under a section heading: 3). */
  titleLevel?: 2 | 3;
}

/** One fact of the card, its term and value; a fact the lead does not have (no phone, no estimate) is left out. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={shared.term}>{term}</dt>
      <dd className={shared.definition}>{children}</dd>
    </>
  );
}

const urgencyLabel = (lead: AdminLead) => urgencyLevels.find((level) => level.value === lead.urgency)?.label;

/** Lead management (docs/product.md §12.3): one lead with every field it has, Edit and Email. */
export function LeadCard({ lead, detailHref, onEdit, titleLevel = 3 }: LeadCardProps) {
  const Title = `h${titleLevel}` as const;
  const titleId = `lead-${lead.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-urgent={lead.isUrgent || undefined}>
      <div className={styles.header}>
        <span className={styles.source}>
          <Icon
            icon={sourceIcons[leadSourceRegistry[lead.source].icon]}
            size="md"
            label={`Source: ${leadSourceLabel(lead.source)}`}
          />
        </span>
        <Title id={titleId} className={styles.name}>
          {lead.name}
        </Title>
        <div className={styles.badges}>
          {lead.isUrgent ? (
            <Badge variant="destructive">
              <Icon icon={Siren} size="sm" />
              Urgent{urgencyLabel(lead) ? `: ${urgencyLabel(lead)}` : ''}
            </Badge>
          ) : null}
          {lead.overdue ? (
            <Badge variant="warning">
              <Icon icon={Clock} size="sm" />
              Overdue
            </Badge>
          ) : null}
          {lead.unverified ? <Badge variant="warning">{unverifiedMessages.badge}</Badge> : null}
          <PromiseBadge promise={lead.promise} dueAt={lead.responseDueAt} />
          <Badge variant={leadStatusBadges[lead.status]}>
            <VisuallyHidden>Status: </VisuallyHidden>
            {leadStatusLabels[lead.status]}
          </Badge>
        </div>
      </div>
      <dl className={shared.fields}>
        <Fact term="Email">{lead.email}</Fact>
        <Fact term="Phone">{lead.phone}</Fact>
        <Fact term="Company">{lead.company}</Fact>
        <Fact term="Location">{lead.location}</Fact>
        <Fact term="Project type">{lead.projectType}</Fact>
        <Fact term="Estimated value">{lead.estimatedValue === null ? null : formatUsd(lead.estimatedValue)}</Fact>
        <Fact term="Notes">{lead.notes}</Fact>
        <Fact term="Received">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </Fact>
      </dl>
      <div className={shared.actions}>
        <LeadContactActions lead={lead} onEdit={onEdit} variant="outline" />
        {detailHref ? (
          <Link href={detailHref} aria-label={`Details and timeline of ${lead.name}`}>
            Details and timeline
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export interface LeadListProps extends Omit<LeadCardProps, 'lead' | 'detailHref'> {
  /** Absent while loading. */
  leads?: readonly AdminLead[];
  error?: string;
  detailHref: (lead: AdminLead) => string;
  /** Said when filters leave nothing, instead of 'No leads yet.' */
  emptyText?: string;
}

/**
 * Leads as staff work them: urgent emergencies first, then the order given (newest first from the API).
 * The sort is stable, so the API's order holds within each group.
 */
export function LeadList({ leads, error, detailHref, emptyText, onEdit }: LeadListProps) {
  const ordered = (leads ?? []).toSorted((a, b) => Number(b.isUrgent) - Number(a.isUrgent));
  return (
    <LoadState what="leads" isLoading={!leads} error={error} isEmpty={ordered.length === 0} emptyText={emptyText}>
      <ul className={shared.list} aria-label="Leads">
        {ordered.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} detailHref={detailHref(lead)} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
