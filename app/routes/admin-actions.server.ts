import { staleEditMessages, type AdminLead, type StaffMember } from '@site/domain/admin';
import type { AdminActionAnswer } from '@site/domain/pipeline';
import { fieldErrorsOf } from '@site/domain/validation';
import type { z } from '@site/domain/zod';
import { data, type RouterContextProvider } from 'react-router';
import { adminAnswers, isCrossSiteWrite } from '../../worker/api/admin/guards';
import { workerContext } from '../../worker/context';
import { database, type Database } from '../../worker/db/client';
import type { EditOutcome, InvalidEdit } from '../../worker/services/changes';
import { logRefusal } from '../../worker/services/staff-sessions';
import { requireStaff } from './admin.server';

/** An admin page's answer to a change, with its HTTP status (a refused change is a 4xx, never a 500). */
export const answer = (body: AdminActionAnswer, status = 200) => data(body, { status });

type Checked<T> =
  | { ok: true; input: T; staff: StaffMember; db: Database; env: Env }
  | { ok: false; refusal: ReturnType<typeof answer> };

/**
 * The gate of every admin page's action: a write from another site is refused (the same second lock as
 * /api/admin, docs/decisions/018), a stranger is sent to sign in, and the JSON body must pass the same
 * schema the page used, or the answer is a 400 with a message per field.
 */
export async function checkedAction<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<Checked<z.infer<S>>> {
  if (isCrossSiteWrite(request)) {
    logRefusal(request, 'cross-site write');
    return { ok: false, refusal: answer({ ok: false, message: adminAnswers.crossSite }, 403) };
  }
  const staff = await requireStaff(request, context);
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      refusal: answer(
        { ok: false, message: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error) },
        400,
      ),
    };
  }
  const { env } = context.get(workerContext);
  return { ok: true, input: parsed.data, staff, db: database(env.DB), env };
}

/**
 * An audited lead edit as the page hears it: done with `message`, 404, 400 with the field, or 409 with the
 * spec's stale message and the lead as it is now (docs/decisions/023).
 */
export function editAnswer(edit: EditOutcome<AdminLead> | InvalidEdit, message: string) {
  switch (edit.outcome) {
    case 'updated':
      return answer({ ok: true, message });
    case 'missing':
      return answer({ ok: false, message: 'This lead no longer exists.' }, 404);
    case 'invalid':
      return answer(
        { ok: false, message: 'Please correct the highlighted fields.', fieldErrors: edit.fieldErrors },
        400,
      );
    case 'stale':
      return answer({ ok: false, message: staleEditMessages.lead, current: edit.current }, 409);
  }
}
