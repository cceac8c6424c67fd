import { leadPageActionSchema, pipelineMessages } from '@site/domain/leads/pipeline';
import { leadEditMessages } from '@site/domain/staff/lead-edits';
import { type AdminLead } from '@site/domain/staff/lead-table';
import { data, type LoaderFunctionArgs } from 'react-router';
import { leadDetail } from '../../worker/services/pipeline/lead-reads';
import { isUnverifiedLead, updateLead } from '../../worker/services/pipeline/lead-writes';
import { addLeadNote } from '../../worker/services/pipeline/lead-notes';
import { filesOfLeads } from '../../worker/services/lead-files/lead-files';
import { resendNotification } from '../../worker/services/notifications/notifications';
import { sendLeadReply } from '../../worker/services/conversations/replies';
import { replyMessages } from '@site/domain/leads/conversations';
import { erasureMessages } from '@site/domain/leads/erasure';
import { unverifiedMessages } from '@site/domain/leads/unverified';
import { eraseLead, isErasedLead } from '../../worker/services/pipeline/lead-erasure';
import { requestClient } from '../../worker/services/staff/security-events';
import { listActiveStaff, staffNames } from '../../worker/services/staff/staff-directory';
import {
  answer,
  editAnswer,
  erasedAnswer,
  invalidAnswer,
  platformFailureOfAction,
  staffAction,
  staffLoader,
  staffOf,
} from './guard.server';

/** The lead with its submission, e-mails and timeline, the staff it can be given to, and the timeline's names. */
export const leadPageLoader = staffLoader('staff', async ({ context, params }: LoaderFunctionArgs) => {
  const { staff: me, db, env } = staffOf(context);
  const id = params.id ?? '';
  const [lead, staff, people, files] = await Promise.all([
    leadDetail(db, env, id),
    listActiveStaff(db),
    staffNames(db),
    filesOfLeads(db, [id]),
  ]);
  if (!lead) throw data(`No lead with id "${id}".`, { status: 404 });
  return { lead, staff, people, me, files };
});

/**
 * Every change made on the lead page: an edit, owner and follow-up, a note, a reply, an e-mail sent again,
 * an unverified lead confirmed or discarded as spam (docs/decisions/089), or the lead's erasure
 * (docs/decisions/080). An erased lead takes none of them but a second erase, which applies
 * the tombstone again (docs/decisions/085): a tab opened before the erasure gets 409 and writes nothing.
 */
export const leadPageAction = staffAction(
  { schema: leadPageActionSchema, role: 'staff', intentRoles: { erase: 'owner' } },
  async (input, { staff, db, env }, { params, request }) => {
    const id = params.id ?? '';
    if (input.intent !== 'erase' && (await isErasedLead(db, id))) return erasedAnswer<AdminLead>();
    switch (input.intent) {
      case 'edit': {
        const { intent: _, ...update } = input;
        return editAnswer(await updateLead(db, id, update, staff.email), leadEditMessages.updated);
      }
      case 'plan': {
        const { intent: _, ...plan } = input;
        return editAnswer(await updateLead(db, id, plan, staff.email), pipelineMessages.planSaved);
      }
      case 'note': {
        const added = await addLeadNote(db, id, { text: input.text }, staff.email);
        if (added.outcome === 'erased') return erasedAnswer<AdminLead>();
        return added.outcome === 'added'
          ? answer<AdminLead>({ ok: true, message: pipelineMessages.noteAdded })
          : answer<AdminLead>({ ok: false, message: 'This lead no longer exists.' }, 404);
      }
      case 'reply': {
        const { subject, body, replyKey } = input;
        const sent = await sendLeadReply(db, env, id, { subject, body }, staff.email, replyKey);
        if (sent.outcome === 'queued') return answer<AdminLead>({ ok: true, message: replyMessages.sent });
        if (sent.outcome === 'erased') return erasedAnswer<AdminLead>();
        return sent.outcome === 'no-address'
          ? answer<AdminLead>({ ok: false, message: replyMessages.noAddress }, 422)
          : answer<AdminLead>({ ok: false, message: replyMessages.gone }, 404);
      }
      case 'resend': {
        const resent = await resendNotification(db, env, input.notificationId, staff.email, { leadId: id });
        if (resent.outcome === 'queued') return answer<AdminLead>({ ok: true, message: 'Queued again' });
        return resent.outcome === 'busy'
          ? answer<AdminLead>(
              {
                ok: false,
                message: 'This notification is being sent right now. Refresh in a minute to see how it went.',
              },
              409,
            )
          : answer<AdminLead>({ ok: false, message: `No notification with id "${input.notificationId}".` }, 404);
      }
      case 'confirm':
        return editAnswer(await updateLead(db, id, { unverified: false }, staff.email), unverifiedMessages.confirmed);
      case 'discard':
      case 'erase': {
        if (input.leadId !== id) return invalidAnswer({ leadId: erasureMessages.wrongLead });
        // Spam is discarded by erasing it: only a lead still unverified, so a discard is never a way to erase
        // a confirmed person's lead, and a staff member may discard what only an owner may erase.
        if (input.intent === 'discard' && !(await isUnverifiedLead(db, id))) {
          return answer<AdminLead>({ ok: false, message: unverifiedMessages.notUnverified }, 409);
        }
        const erased = await eraseLead(db, env.FILES, id, staff.email, {
          staffId: staff.id,
          client: await requestClient(env, request),
        });
        const done = input.intent === 'discard' ? unverifiedMessages.discarded : erasureMessages.erased;
        switch (erased.outcome) {
          case 'erased':
          case 'already-erased':
            return answer<AdminLead>({ ok: true, message: done });
          case 'not-found':
            return answer<AdminLead>({ ok: false, message: erasureMessages.gone }, 404);
          case 'files-failed':
            return platformFailureOfAction(erasureMessages.filesFailed);
          case 'log-failed':
            return platformFailureOfAction(erasureMessages.logFailed);
        }
      }
    }
  },
);
