import type { AdminLead } from '@site/domain/staff/lead-table';
import { contactActionSchema, contactMessages } from '@site/domain/leads/contacts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { filesOfLeads } from '../../worker/services/lead-files/lead-files';
import { contactLeadIds, contactView, mergeLeads, unmergeLead } from '../../worker/services/pipeline/contacts';
import { answer, erasedAnswer, invalidAnswer, staffAction, staffLoader, staffOf } from './guard.server';

/** The contact of lead `id` (docs/product.md §12.9); 404 for an unknown lead. */
export const contactLoader = staffLoader('staff', async ({ context, params }: LoaderFunctionArgs) => {
  const { db } = staffOf(context);
  const id = params.id ?? '';
  // Together, so the files cost no round trip of their own (docs/decisions/069).
  const [view, files] = await Promise.all([contactView(db, id), filesOfLeads(db, contactLeadIds(id))]);
  if (!view) throw data({ message: 'No such lead' }, { status: 404 });
  return { view, files };
});

/**
 * A merge or an un-merge, validated with the page's schema and audited under the staff member's e-mail.
 * Bad input is a 400 with field messages, a change since the page loaded a 409 (nothing was written).
 */
export const contactAction = staffAction(
  { schema: contactActionSchema, role: 'staff' },
  async (input, { db, staff }) => {
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
      case 'erased':
        return erasedAnswer<AdminLead>();
    }
  },
);
