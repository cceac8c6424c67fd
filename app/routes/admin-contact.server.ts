import type { AdminLead } from '@site/domain/staff/admin';
import { contactActionSchema, contactMessages } from '@site/domain/leads/contacts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { filesOfLeads } from '../../worker/services/lead-files/lead-files';
import { contactView, mergeLeads, unmergeLead } from '../../worker/services/pipeline/contacts';
import { answer, invalidAnswer, staffAction, staffOf } from './staff.server';

/** The contact of lead `id` (docs/product.md §12.9); 404 for an unknown lead. */
export async function contactLoader({ context, params }: LoaderFunctionArgs) {
  const { db } = staffOf(context);
  const view = await contactView(db, params.id ?? '');
  if (!view) throw data({ message: 'No such lead' }, { status: 404 });
  const files = await filesOfLeads(
    db,
    view.leads.map((lead) => lead.id),
  );
  return { view, files };
}

/**
 * A merge or an un-merge, validated with the page's schema and audited under the staff member's e-mail.
 * Bad input is a 400 with field messages, a change since the page loaded a 409 (nothing was written).
 */
export const contactAction = staffAction(contactActionSchema, async (input, { db, staff }) => {
  const result =
    input.intent === 'merge' ? await mergeLeads(db, input, staff.email) : await unmergeLead(db, input, staff.email);
  switch (result.outcome) {
    case 'updated':
      return answer<AdminLead>({
        ok: true,
        message: input.intent === 'merge' ? 'Submissions merged' : 'Submission taken out of the contact',
      });
    case 'stale':
      return answer<AdminLead>({ ok: false, message: contactMessages.stale }, 409);
    case 'invalid':
      return invalidAnswer(result.fieldErrors);
    case 'missing':
      return answer<AdminLead>({ ok: false, message: 'No such lead' }, 404);
  }
});
