import { describeError } from '@site/domain/errors';
import type { AdminLead } from '@site/domain/admin';
import { Link } from '@site/ui/components/Link';
import { Text } from '@site/ui/components/Text';
import { AdminPage } from '@site/ui/widgets/AdminPage';
import { ContactTimeline } from '@site/ui/widgets/ContactTimeline';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useFetcher } from 'react-router';
import { changeContact, loadContact } from './admin-contact.server';
import { adminMeta } from './admin-shared';
import type { Route } from './+types/admin-contact';

export const meta = () => adminMeta('Contact');

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadContact(request, context, params.id);

export const action = ({ request, context }: Route.ActionArgs) => changeContact(request, context);

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
 * on one timeline. Merges and un-merges post to this route's action; the page then loads again.
 */
export default function AdminContact({ loaderData, params }: Route.ComponentProps) {
  const { view } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const shownLead = view.leads.find((lead) => lead.id === params.id) ?? view.leads[0];
  const pendingId = fetcher.state === 'idle' ? undefined : String(fetcher.formData?.get('pendingId') ?? '');
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post' });
  const merge = (other: AdminLead) =>
    shownLead &&
    submit({
      intent: 'merge',
      leadId: shownLead.id,
      leadUpdatedAt: shownLead.updatedAt,
      otherId: other.id,
      otherUpdatedAt: other.updatedAt,
      pendingId: other.id,
    });
  const unmerge = (lead: AdminLead) =>
    submit({ intent: 'unmerge', leadId: lead.id, leadUpdatedAt: lead.updatedAt, pendingId: lead.id });

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
