import { adminMessages } from '@site/domain/admin';
import { boardMoveSchema, businessDay } from '@site/domain/pipeline';
import type { RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { updateLead } from '../../worker/services/admin-leads';
import { followUpQueue, leadBoard } from '../../worker/services/pipeline';
import { checkedAction, editAnswer } from './admin-actions.server';
import { requireStaff } from './admin.server';

interface BoardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in staff member's follow-ups (their own first) and the board, each bounded. */
export async function boardLoader({ request, context }: BoardArgs) {
  const me = await requireStaff(request, context);
  const db = database(context.get(workerContext).env.DB);
  const today = businessDay(new Date());
  const [followUps, columns] = await Promise.all([followUpQueue(db, me.id, today), leadBoard(db)]);
  return { me, today, followUps, columns };
}

/** A card moved to another column: an audited status change of the version the board showed (409 if stale). */
export async function boardAction({ request, context }: BoardArgs) {
  const checked = await checkedAction(request, context, boardMoveSchema);
  if (!checked.ok) return checked.refusal;
  const { input, staff, db } = checked;
  const edit = await updateLead(db, input.leadId, { status: input.status, updatedAt: input.updatedAt }, staff.email);
  return editAnswer(edit, adminMessages.leadUpdated);
}
