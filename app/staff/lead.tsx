import type { AdminLead } from '@site/domain/staff/lead-table';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { AdminPage, AdminPageSection } from '@site/ui/widgets/staff/AdminPage';
import { EditLeadDialog } from '@site/ui/widgets/staff/EditLeadDialog';
import { EraseLeadDialog } from '@site/ui/widgets/staff/EraseLeadDialog';
import { ErasedLeadNotice } from '@site/ui/widgets/staff/ErasedLeadNotice';
import { UnverifiedLeadNotice } from '@site/ui/widgets/staff/UnverifiedLeadNotice';
import { erasureCountsOf } from '@site/domain/leads/erasure';
import { roleAllows, roleMessages } from '@site/domain/staff/roles';
import { replySubject, replyTemplate } from '@site/domain/leads/conversations';
import { LeadCard } from '@site/ui/widgets/staff/LeadCard';
import { LeadConversation } from '@site/ui/widgets/staff/LeadConversation';
import { LeadReplyComposer } from '@site/ui/widgets/staff/LeadReplyComposer';
import { LeadFiles } from '@site/ui/widgets/staff/LeadFiles';
import { LeadNoteForm } from '@site/ui/widgets/staff/LeadNoteForm';
import { LeadPlanForm } from '@site/ui/widgets/staff/LeadPlanForm';
import { LeadSubmission } from '@site/ui/widgets/staff/LeadSubmission';
import { LeadTimeline } from '@site/ui/widgets/staff/LeadTimeline';
import { NotificationList } from '@site/ui/widgets/staff/NotificationList';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { leadPageAction, leadPageLoader } from './lead.server';
import { adminMeta, staffFilePath } from './shared';
import { revalidateAfterStale, useStaffAction } from './use-staff-action';
import type { Route } from './+types/lead';

export const meta = () => adminMeta('Lead details');

export const loader = leadPageLoader;
export const action = leadPageAction;
export const shouldRevalidate = revalidateAfterStale;

/** How often the page reads the lead again while a reply it sent is still on its way. */
const replyPollMs = 3_000;

/** A reply shows at once as queued; the page reads again until its e-mail has left (sent) or failed. */
function useWhileRepliesLeave(inFlight: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!inFlight) return;
    const timer = setInterval(() => void revalidate(), replyPollMs);
    return () => clearInterval(timer);
  }, [inFlight, revalidate]);
}

/**
 * /admin/leads/:id (docs/product.md §12.3, §12.7): the lead, who follows it up and when, notes, its conversation
 * by e-mail with the reply composer (docs/decisions/078), its full original submission, its e-mails and the
 * timeline of its changes, and its erasure on request (docs/decisions/080), after which the page shows the
 * tombstone. Read by the loader, changed through the action; after each change the loader reads it again.
 */
export default function AdminLeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, staff, people, me, files } = loaderData;
  const { send } = useStaffAction<typeof action>();
  const [editing, setEditing] = useState<AdminLead | null>(null);
  // One key per composed reply until it is sent: a reply sent again after a failed answer is stored once.
  const replyKey = useRef<string | null>(null);
  useWhileRepliesLeave(lead.messages.some((message) => message.status === 'queued' || message.status === 'sending'));

  const nav = (
    <Inline gap="4">
      <Link href="/admin">← All leads</Link>
      <Link href="/admin/board">Status board</Link>
      {lead.erasedAt ? null : (
        <Link href={`/admin/contacts/${encodeURIComponent(lead.id)}`}>All submissions of this person</Link>
      )}
    </Inline>
  );
  // An erased lead is a tombstone (docs/decisions/080): what it keeps, and its one audit entry.
  if (lead.erasedAt) {
    return (
      <AdminPage titleId="lead-title" title={lead.name} width="narrow" nav={nav}>
        <ErasedLeadNotice lead={{ ...lead, erasedAt: lead.erasedAt }} />
        <AdminPageSection titleId="timeline-title" title="Timeline">
          <LeadTimeline events={lead.events} people={people} />
        </AdminPageSection>
      </AdminPage>
    );
  }

  return (
    <AdminPage titleId="lead-title" title={lead.name} width="narrow" nav={nav}>
      {lead.unverified ? (
        <UnverifiedLeadNotice
          leadName={lead.name}
          onConfirm={async () => {
            await send({ intent: 'confirm' });
          }}
          onDiscard={async () => {
            await send({ intent: 'discard', leadId: lead.id });
          }}
        />
      ) : null}
      <LeadCard lead={lead} onEdit={setEditing} titleLevel={2} />
      <AdminPageSection titleId="plan-title" title="Owner and follow-up">
        <LeadPlanForm
          key={lead.updatedAt}
          lead={lead}
          staff={staff}
          onSave={async (plan) => {
            await send({ intent: 'plan', ...plan });
          }}
        />
      </AdminPageSection>
      <AdminPageSection titleId="note-title" title="Notes">
        <LeadNoteForm
          onAdd={async (note) => {
            await send({ intent: 'note', ...note });
          }}
        />
      </AdminPageSection>
      <AdminPageSection titleId="conversation-title" title="Conversation">
        <div id="conversation">
          <LeadConversation
            fileUrl={staffFilePath}
            messages={lead.messages}
            people={people}
            onResend={async (message) => {
              if (message.notificationId) await send({ intent: 'resend', notificationId: message.notificationId });
            }}
          />
        </div>
        <div id="reply">
          <LeadReplyComposer
            to={lead.email}
            subject={replySubject(lead.source)}
            template={replyTemplate(lead.source, lead.name, me.name)}
            onSend={async (reply) => {
              replyKey.current ??= crypto.randomUUID();
              await send({ intent: 'reply', replyKey: replyKey.current, ...reply });
              replyKey.current = null;
            }}
          />
        </div>
      </AdminPageSection>
      <AdminPageSection titleId="timeline-title" title="Timeline">
        <LeadTimeline events={lead.events} people={people} />
      </AdminPageSection>
      <AdminPageSection titleId="submission-title" title="Original submission">
        <LeadSubmission submission={lead.submission} />
      </AdminPageSection>
      <AdminPageSection titleId="files-title" title="Files">
        <LeadFiles files={files} fileUrl={staffFilePath} />
      </AdminPageSection>
      <AdminPageSection titleId="notifications-title" title="E-mails">
        <NotificationList
          notifications={lead.notifications}
          onResend={async (notification) => {
            await send({ intent: 'resend', notificationId: notification.id });
          }}
        />
      </AdminPageSection>
      <AdminPageSection titleId="erase-title" title="Erase on request">
        <EraseLeadDialog
          leadName={lead.name}
          counts={erasureCountsOf(lead, files)}
          onErase={async () => {
            await send({ intent: 'erase', leadId: lead.id });
          }}
          refusal={roleAllows(me.role, 'owner') ? undefined : roleMessages.erase}
        />
      </AdminPageSection>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (current, update) => {
          await send({ intent: 'edit', ...update, updatedAt: current.updatedAt }, { onStale: setEditing });
        }}
      />
    </AdminPage>
  );
}
