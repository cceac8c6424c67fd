import { bulkMessages, leadBulkSchema } from '@site/domain/staff/bulk-changes';
import { leadEditMessages, leadUpdateSchema, staleEditMessages } from '@site/domain/staff/lead-edits';
import { leadTableQuerySchema, type AdminLead } from '@site/domain/staff/lead-table';
import { businessDay } from '@site/domain/company/office-clock';
import { z } from '@site/domain/forms/zod';
import { data, type LoaderFunctionArgs } from 'react-router';
import { leadTable } from '../../worker/services/pipeline/lead-reads';
import { bulkUpdateLeads, updateLead } from '../../worker/services/pipeline/lead-writes';
import { listActiveStaff } from '../../worker/services/staff/staff-directory';
import {
  answer,
  editAnswer,
  erasedAnswer,
  invalidAnswer,
  queryStatus,
  readQuery,
  staffAction,
  staffLoader,
  staffOf,
} from './guard.server';

/** The lead table's page (docs/product.md §12.3): its loader and the list's edits and bulk changes. */

/**
 * The leads the address's filters, sort and page select (docs/product.md §12.3), the office's day their
 * follow-ups are read against, and the active staff the owner filter and the bulk owner change offer.
 */
export const leadsLoader = staffLoader('staff', async ({ request, context }: LoaderFunctionArgs) => {
  const { staff, db } = staffOf(context);
  const { query, fieldErrors } = readQuery(request, leadTableQuerySchema);
  const today = businessDay(new Date());
  const [page, people] = await Promise.all([leadTable(db, query, staff, { today }), listActiveStaff(db)]);
  return data({ query, fieldErrors, page, today, staff: people }, queryStatus(fieldErrors));
});

const leadListActionSchema = z.discriminatedUnion('intent', [
  leadUpdateSchema
    .pick({ status: true, estimatedValue: true, notes: true })
    .extend({ intent: z.literal('edit'), id: z.string().min(1).max(64), updatedAt: z.string().max(40) }),
  leadBulkSchema.safeExtend({ intent: z.literal('bulk') }),
]);

/**
 * An edit from the list's dialog: the same audited change as on the lead's page (409 when stale); or a status
 * or owner change of the table's selection, all or nothing (docs/decisions/032). A refused bulk change answers
 * 409 when a lead moved on since the table showed it, and the page reads the table again.
 */
export const leadsAction = staffAction(
  { schema: leadListActionSchema, role: 'staff' },
  async (input, { db, staff }) => {
    if (input.intent === 'edit') {
      const { intent: _, id, ...update } = input;
      return editAnswer(await updateLead(db, id, update, staff.email), leadEditMessages.updated);
    }
    const { intent: _, ...bulk } = input;
    const outcome = await bulkUpdateLeads(db, bulk, staff.email);
    switch (outcome.outcome) {
      case 'updated':
        return answer<AdminLead>({ ok: true, message: bulkMessages.updated(outcome.records.length) });
      case 'missing':
        return answer<AdminLead>({ ok: false, message: `No lead with id "${outcome.ids.join('", "')}".` }, 404);
      case 'invalid':
        return invalidAnswer(outcome.fieldErrors);
      case 'stale':
        return answer<AdminLead>({ ok: false, message: staleEditMessages.leads }, 409);
      case 'erased':
        return erasedAnswer<AdminLead>();
    }
  },
);
