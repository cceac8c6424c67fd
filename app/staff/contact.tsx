import { describeError } from '@site/domain/forms/errors';
import type { AdminLead } from '@site/domain/staff/lead-table';
import { Link } from '@site/ui/components/Link';
import { leadSourceRegistry } from '@site/domain/leads/leads';
import { Text } from '@site/ui/components/Text';
import { AdminPage, AdminPageSection } from '@site/ui/widgets/staff/AdminPage';
import { ContactTimeline } from '@site/ui/widgets/staff/ContactTimeline';
import { LeadConversation } from '@site/ui/widgets/staff/LeadConversation';
import { LeadFiles } from '@site/ui/widgets/staff/LeadFiles';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { contactAction, contactLoader } from './contact.server';
import { adminMeta, staffFilePath } from './shared';
import { useStaffAction } from './use-staff-action';
import type { Route } from './+types/contact';

export const meta = () => adminMeta('Contact');

export const loader = contactLoader;

export const action = contactAction;

function ContactPage({ name, children }: { name?: string; children: ReactNode }) {
  return (
    <AdminPage
      titleId="contact-title"
      title={name ? `Contact: ${name}` : 'Contact'}
      width="wide"
      nav={<Link href="/admin">← All leads</Link>}
    >
      {children}
    </AdminPage>
  );
}

/**
 * /admin/contacts/:id (docs/product.md §12.9): the contact of lead `id`, with every submission of the person
 * on one timeline, and the whole conversation by e-mail across them (docs/decisions/078). Merges and un-merges post to this route's action; the page then loads again.
 */
export default function AdminContact({ loaderData, params }: Route.ComponentProps) {
  const { view, files } = loaderData;
  const { send } = useStaffAction<typeof action>();
  const [pendingId, setPendingId] = useState<string>();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const shownLead = view.leads.find((lead) => lead.id === params.id) ?? view.leads[0];

  const change = async (pending: string, input: Parameters<typeof send>[0]) => {
    setPendingId(pending);
    setAnswer(await send(input).catch((error: unknown) => ({ ok: false, message: describeError(error) })));
    setPendingId(undefined);
  };
  const merge = (other: AdminLead) =>
    shownLead &&
    change(other.id, {
      intent: 'merge',
      leadId: shownLead.id,
      leadUpdatedAt: shownLead.updatedAt,
      otherId: other.id,
      otherUpdatedAt: other.updatedAt,
    });
  const unmerge = (lead: AdminLead) =>
    change(lead.id, { intent: 'unmerge', leadId: lead.id, leadUpdatedAt: lead.updatedAt });

  return (
    <ContactPage name={shownLead?.name}>
      {answer ? (
        <Text tone={answer.ok ? undefined : 'danger'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </Text>
      ) : null}
      <ContactTimeline
        view={view}
        onMerge={(other) => void merge(other)}
        onUnmerge={(lead) => void unmerge(lead)}
        pendingId={pendingId}
      />
      <AdminPageSection titleId="conversation-title" title="Conversation">
        <LeadConversation
          fileUrl={staffFilePath}
          messages={view.messages}
          leadOf={(message) => {
            const lead = view.leads.find((one) => one.id === message.leadId);
            return {
              name: lead ? `${lead.name}, ${leadSourceRegistry[lead.source].label}` : 'A lead',
              href: `/admin/leads/${encodeURIComponent(message.leadId)}#conversation`,
            };
          }}
        />
      </AdminPageSection>
      <AdminPageSection titleId="contact-files-title" title="Files">
        <LeadFiles files={files} fileUrl={staffFilePath} />
      </AdminPageSection>
    </ContactPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContactPage>
      <ContactTimeline
        error={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error)}
        onMerge={() => undefined}
        onUnmerge={() => undefined}
      />
    </ContactPage>
  );
}
