import { leadPageActionSchema, pipelineMessages } from '@site/domain/pipeline';
import { adminMessages } from '@site/domain/admin';
import { data, type RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { leadDetail, updateLead } from '../../worker/services/admin-leads';
import { addLeadNote } from '../../worker/services/lead-notes';
import { resendNotification } from '../../worker/services/notifications';
import { listActiveStaff, staffNames } from '../../worker/services/staff-directory';
import { answer, checkedAction, editAnswer } from './admin-actions.server';
import { requireStaff } from './admin.server';

interface LeadPageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}

/** The lead with its submission, e-mails and timeline, the staff it can be given to, and the timeline's names. */
export async function leadPageLoader({ request, context, params }: LeadPageArgs) {
  const me = await requireStaff(request, context);
  const { env } = context.get(workerContext);
  const db = database(env.DB);
  const [lead, staff, people] = await Promise.all([
    leadDetail(db, env, params.id),
    listActiveStaff(db),
    staffNames(db),
  ]);
  if (!lead) throw data(`No lead with id "${params.id}".`, { status: 404 });
  return { lead, staff, people, me };
}

/** Every change made on the lead page: an edit, owner and follow-up, a note, or an e-mail sent again. */
export async function leadPageAction({ request, context, params }: LeadPageArgs) {
  const checked = await checkedAction(request, context, leadPageActionSchema);
  if (!checked.ok) return checked.refusal;
  const { input, staff, db, env } = checked;
  switch (input.intent) {
    case 'edit': {
      const { intent: _, ...update } = input;
      return editAnswer(await updateLead(db, params.id, update, staff.email), adminMessages.leadUpdated);
    }
    case 'plan': {
      const { intent: _, ...plan } = input;
      return editAnswer(await updateLead(db, params.id, plan, staff.email), pipelineMessages.planSaved);
    }
    case 'note': {
      const added = await addLeadNote(db, params.id, { text: input.text }, staff.email);
      return added.outcome === 'added'
        ? answer({ ok: true, message: pipelineMessages.noteAdded })
        : answer({ ok: false, message: 'This lead no longer exists.' }, 404);
    }
    case 'resend': {
      const resent = await resendNotification(db, env, input.notificationId, staff.email, { leadId: params.id });
      if (resent.outcome === 'queued') return answer({ ok: true, message: 'Queued again' });
      return resent.outcome === 'busy'
        ? answer(
            {
              ok: false,
              message: 'This notification is being sent right now. Refresh in a minute to see how it went.',
            },
            409,
          )
        : answer({ ok: false, message: `No notification with id "${input.notificationId}".` }, 404);
    }
  }
}
