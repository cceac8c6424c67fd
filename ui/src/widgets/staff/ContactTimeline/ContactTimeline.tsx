import type { AdminLead } from '@site/domain/staff/lead-table';
import type { ContactEvent, ContactView, MatchReason } from '@site/domain/leads/contacts';
import { leadStatuses, type LeadStatus } from '@site/domain/leads/leads';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import { formatDate, formatDateTime, leadSourceLabel, leadStatusBadges, leadStatusLabels } from '../staff-format';
import { LoadState } from '../admin-states';
import * as shared from '../staff.css';
import * as styles from './ContactTimeline.css';

export interface ContactTimelineProps {
  /** Absent while loading. */
  view?: ContactView;
  error?: string;
  /** Staff confirmed: merge this submission into the contact. */
  onMerge: (other: AdminLead) => void;
  /** Staff confirmed: take this submission out of the contact again. */
  onUnmerge: (lead: AdminLead) => void;
  /** The submission whose merge or un-merge is being saved. */
  pendingId?: string;
}

const reasonLabels: Record<MatchReason, string> = { email: 'Same e-mail', phone: 'Same phone' };

const eventLabels: Record<string, string> = {
  created: 'Submission received',
  updated: 'Lead updated',
  merged: 'Merged into this contact',
  unmerged: 'Taken out of the contact',
};

const isStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

const submissionName = (lead: AdminLead) => `${leadSourceLabel(lead.source)}, ${formatDate(lead.createdAt)}`;

/** What changed, in a few words: a status change names both statuses, other edits name the fields. */
function summaryOf(event: ContactEvent): string | null {
  if (event.kind !== 'updated') return null;
  const from = event.before?.status;
  const to = event.after?.status;
  if (isStatus(from) && isStatus(to)) return `Status: ${leadStatusLabels[from]} → ${leadStatusLabels[to]}`;
  const fields = Object.keys(event.after ?? {});
  return fields.length > 0 ? `Changed: ${fields.join(', ')}` : null;
}

/** The two steps that change who a contact is, each with the question its first press asks. */
const contactActions = {
  merge: { label: 'Merge', question: 'Merge this submission into the contact?' },
  unmerge: { label: 'Un-merge', question: 'Take this submission out of the contact?' },
} as const;

/** A destructive-looking step is asked twice: the first press only asks to confirm. */
function ConfirmedAction({
  action,
  pending,
  onConfirm,
}: {
  action: keyof typeof contactActions;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const { label, question } = contactActions[action];
  if (!asking) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAsking(true)}
        isPending={pending}
        pendingLabel="Saving..."
      >
        {label}
      </Button>
    );
  }
  return (
    <div className={styles.actions} role="group" aria-label={question}>
      <p className={styles.confirm}>{question}</p>
      <Button
        size="sm"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {label}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}

function SubmissionCard({ lead, children }: { lead: AdminLead; children?: ReactNode }) {
  return (
    <li className={shared.card} aria-label={submissionName(lead)}>
      <div className={styles.titleLine}>
        <h3 className={styles.submissionTitle}>{submissionName(lead)}</h3>
        <Badge variant={leadStatusBadges[lead.status]}>{leadStatusLabels[lead.status]}</Badge>
      </div>
      <dl className={shared.fields}>
        <dt className={shared.term}>Name</dt>
        <dd className={shared.definition}>{lead.name}</dd>
        <dt className={shared.term}>E-mail</dt>
        <dd className={shared.definition}>{lead.email}</dd>
        <dt className={shared.term}>Phone</dt>
        <dd className={shared.definition}>{lead.phone ?? '–'}</dd>
        <dt className={shared.term}>Project</dt>
        <dd className={shared.definition}>{lead.projectType}</dd>
      </dl>
      <div className={styles.actions}>
        <Link href={`/admin/leads/${encodeURIComponent(lead.id)}`}>Open lead</Link>
        {children}
      </div>
    </li>
  );
}

/**
 * One contact (docs/product.md §12.9): every submission of the person, all their events on one timeline,
 * and the leads that look like them, each merged only after staff confirm; a merged submission can be
 * taken out again.
 */
export function ContactTimeline({ view, error, onMerge, onUnmerge, pendingId }: ContactTimelineProps) {
  return (
    <LoadState what="contact" isLoading={!view} error={error} isEmpty={false}>
      {view ? (
        <div className={styles.root}>
          <section className={styles.section} aria-labelledby="contact-submissions">
            <h2 id="contact-submissions" className={styles.sectionTitle}>
              Submissions ({view.leads.length})
            </h2>
            <ul className={styles.list}>
              {view.leads.map((lead) => (
                <SubmissionCard key={lead.id} lead={lead}>
                  {view.leads.length > 1 ? (
                    <ConfirmedAction
                      action="unmerge"
                      pending={pendingId === lead.id}
                      onConfirm={() => onUnmerge(lead)}
                    />
                  ) : null}
                </SubmissionCard>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="contact-suggestions">
            <h2 id="contact-suggestions" className={styles.sectionTitle}>
              Possibly the same person
            </h2>
            {view.suggestions.length === 0 ? (
              <p className={shared.note}>No other submission shares this e-mail address or phone number.</p>
            ) : (
              <ul className={styles.list}>
                {view.suggestions.map(({ lead, reasons }) => (
                  <SubmissionCard key={lead.id} lead={lead}>
                    <span className={styles.muted}>{reasons.map((reason) => reasonLabels[reason]).join(', ')}</span>
                    <ConfirmedAction action="merge" pending={pendingId === lead.id} onConfirm={() => onMerge(lead)} />
                  </SubmissionCard>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="contact-timeline">
            <h2 id="contact-timeline" className={styles.sectionTitle}>
              Timeline
            </h2>
            <ol className={styles.timeline} aria-label="Contact timeline">
              {view.timeline.map((event) => {
                const lead = view.leads.find((one) => one.id === event.leadId);
                const summary = summaryOf(event);
                return (
                  <li key={event.id} className={styles.event}>
                    <p className={styles.eventLine}>
                      <strong>{eventLabels[event.kind] ?? event.kind}</strong>
                      {lead ? ` · ${submissionName(lead)}` : null} · by {event.actor},{' '}
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </p>
                    {summary ? <p className={`${styles.eventLine} ${styles.muted}`}>{summary}</p> : null}
                  </li>
                );
              })}
            </ol>
          </section>
        </div>
      ) : null}
    </LoadState>
  );
}
