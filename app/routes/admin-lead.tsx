import { StaleEditError, type AdminLead } from '@site/domain/admin';
import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { EditLeadDialog } from '@site/ui/widgets/EditLeadDialog';
import { LeadCard } from '@site/ui/widgets/LeadCard';
import { LeadNoteForm } from '@site/ui/widgets/LeadNoteForm';
import { LeadPlanForm } from '@site/ui/widgets/LeadPlanForm';
import { LeadSubmission } from '@site/ui/widgets/LeadSubmission';
import { LeadTimeline } from '@site/ui/widgets/LeadTimeline';
import { NotificationList } from '@site/ui/widgets/NotificationList';
import { useState } from 'react';
import { revalidateAfterStale, useAdminAction } from './admin-actions';
import { leadPageAction, leadPageLoader } from './admin-lead.server';
import { adminMeta } from './admin-shared';
import type { Route } from './+types/admin-lead';

export const meta = () => adminMeta('Lead details');

export const loader = (args: Route.LoaderArgs) => leadPageLoader(args);
export const action = (args: Route.ActionArgs) => leadPageAction(args);
export const shouldRevalidate = revalidateAfterStale;

/**
 * /admin/leads/:id (docs/product.md §12.3, §12.7): the lead, who follows it up and when, notes, its full
 * original submission, its e-mails and the timeline of its changes. Read by the loader, changed through
 * the action; after each change the loader reads it again.
 */
export default function AdminLeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, staff, people } = loaderData;
  const { send } = useAdminAction();
  const [editing, setEditing] = useState<AdminLead | null>(null);

  return (
    <Section aria-labelledby="lead-title" spacing="compact">
      <Container width="narrow">
        <Stack gap="6">
          <Stack gap="2">
            <Inline gap="4">
              <Link href="/admin">← All leads</Link>
              <Link href="/admin/board">Status board</Link>
              <Link href={`/admin/contacts/${encodeURIComponent(lead.id)}`}>All submissions of this person</Link>
            </Inline>
            <Heading level={1} id="lead-title">
              {lead.name}
            </Heading>
          </Stack>
          <LeadCard lead={lead} onEdit={setEditing} titleLevel={2} />
          <Stack gap="3" as="section" aria-labelledby="plan-title">
            <Heading level={2} size="md" id="plan-title">
              Owner and follow-up
            </Heading>
            <LeadPlanForm
              key={lead.updatedAt}
              lead={lead}
              staff={staff}
              onSave={async (plan) => {
                await send({ intent: 'plan', ...plan });
              }}
            />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="note-title">
            <Heading level={2} size="md" id="note-title">
              Notes
            </Heading>
            <LeadNoteForm
              onAdd={async (note) => {
                await send({ intent: 'note', ...note });
              }}
            />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="timeline-title">
            <Heading level={2} size="md" id="timeline-title">
              Timeline
            </Heading>
            <LeadTimeline events={lead.events} people={people} />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="submission-title">
            <Heading level={2} size="md" id="submission-title">
              Original submission
            </Heading>
            <LeadSubmission submission={lead.submission} />
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="notifications-title">
            <Heading level={2} size="md" id="notifications-title">
              E-mails
            </Heading>
            <NotificationList
              notifications={lead.notifications}
              onResend={async (notification) => {
                await send({ intent: 'resend', notificationId: notification.id });
              }}
            />
          </Stack>
        </Stack>
      </Container>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (current, update) => {
          await send({
            intent: 'edit',
            status: update.status,
            estimatedValue: update.estimatedValue,
            notes: update.notes,
            updatedAt: current.updatedAt,
          }).catch((error: unknown) => {
            if (error instanceof StaleEditError) setEditing(error.current as AdminLead);
            throw error;
          });
        }}
      />
    </Section>
  );
}
