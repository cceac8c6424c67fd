import { contactActionSchema, contactMessages } from '@site/domain/contacts';
import { fieldErrorsOf, type FieldErrors } from '@site/domain/validation';
import { data, type RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { contactView, mergeLeads, unmergeLead } from '../../worker/services/contacts';
import { requireStaff } from './admin.server';

type Context = Readonly<RouterContextProvider>;

/** What a merge or an un-merge answers the page: a sentence to show, and the field messages of a 400. */
export interface ContactChange {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
}

const refused = (status: number, message: string, fieldErrors?: FieldErrors) =>
  data<ContactChange>({ ok: false, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

const databaseOf = (context: Context) => database(context.get(workerContext).env.DB);

/** The contact of lead `leadId` (docs/product.md §12.9), for staff only; 404 for an unknown lead. */
export async function loadContact(request: Request, context: Context, leadId: string) {
  await requireStaff(request, context);
  const view = await contactView(databaseOf(context), leadId);
  if (!view) throw data({ message: 'No such lead' }, { status: 404 });
  return { view };
}

/**
 * A merge or an un-merge, validated with the page's schema and audited under the staff member's e-mail.
 * Bad input is a 400 with field messages, a change since the page loaded a 409 (nothing was written).
 */
export async function changeContact(request: Request, context: Context) {
  const staff = await requireStaff(request, context);
  const parsed = contactActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return refused(400, Object.values(fieldErrors).join(' '), fieldErrors);
  }
  const db = databaseOf(context);
  const action = parsed.data;
  const result =
    action.intent === 'merge' ? await mergeLeads(db, action, staff.email) : await unmergeLead(db, action, staff.email);
  switch (result.outcome) {
    case 'updated':
      return data<ContactChange>({
        ok: true,
        message: action.intent === 'merge' ? 'Submissions merged' : 'Submission taken out of the contact',
      });
    case 'stale':
      return refused(409, contactMessages.stale);
    case 'invalid':
      return refused(400, Object.values(result.fieldErrors).join(' '), result.fieldErrors);
    case 'missing':
      return refused(404, 'No such lead');
  }
}
