import { StaleEditError, type AdminLead } from '@site/domain/admin';
import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { EditLeadDialog } from '@site/ui/widgets/EditLeadDialog';
import { LeadCard } from '@site/ui/widgets/LeadCard';
import { LeadSubmission } from '@site/ui/widgets/LeadSubmission';
import { LeadTimeline } from '@site/ui/widgets/LeadTimeline';
import { NotificationList } from '@site/ui/widgets/NotificationList';
import { useState } from 'react';
import { adminApi } from '../lib/admin-api';
import { requireStaff } from './admin.server';
import { adminMeta, useAdminData } from './admin-shared';
import type { Route } from './+types/admin-lead';

export const meta = () => adminMeta('Lead details');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

/** /admin/leads/:id (docs/product.md §12.3): the lead, its full original submission and the timeline of its changes. */
export default function AdminLeadDetail({ params }: Route.ComponentProps) {
  const detail = useAdminData(() => adminApi.lead(params.id), { key: params.id });
  const [editing, setEditing] = useState<AdminLead | null>(null);
  const lead = detail.data;

  return (
    <Section aria-labelledby="lead-title" spacing="compact">
      <Container width="narrow">
        <Stack gap="6">
          <Stack gap="2">
            <Link href="/admin">← All leads</Link>
            <Link href={`/admin/contacts/${encodeURIComponent(params.id)}`}>All submissions of this person</Link>
            <Heading level={1} id="lead-title">
              {lead ? lead.name : 'Lead details'}
            </Heading>
          </Stack>
          {detail.error ? (
            <Text tone="danger" role="alert">
              Could not load this lead: {detail.error}
            </Text>
          ) : !lead ? (
            <Text tone="muted" role="status">
              Loading lead...
            </Text>
          ) : (
            <>
              <LeadCard lead={lead} onEdit={setEditing} titleLevel={2} />
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
                    await adminApi.resendNotification(notification);
                    detail.reload();
                  }}
                />
              </Stack>
              <Stack gap="3" as="section" aria-labelledby="timeline-title">
                <Heading level={2} size="md" id="timeline-title">
                  Timeline
                </Heading>
                <LeadTimeline events={lead.events} />
              </Stack>
            </>
          )}
        </Stack>
      </Container>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (current, update) => {
          await adminApi.updateLead(current, update).catch((error: unknown) => {
            if (error instanceof StaleEditError) setEditing(error.current as AdminLead);
            throw error;
          });
          detail.reload();
        }}
      />
    </Section>
  );
}
