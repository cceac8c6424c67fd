import { leadEditMessages } from '@site/domain/staff/lead-edits';
import { businessDay } from '@site/domain/company/office-clock';
import { boardMoveSchema } from '@site/domain/leads/pipeline';
import type { LoaderFunctionArgs } from 'react-router';
import { updateLead } from '../../worker/services/pipeline/lead-writes';
import { followUpQueue, leadBoard } from '../../worker/services/pipeline/pipeline';
import { editAnswer, staffAction, staffLoader, staffOf } from './guard.server';

/** The signed-in staff member's follow-ups (their own first) and the board, each bounded. */
export const boardLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff: me, db } = staffOf(context);
  const today = businessDay(new Date());
  const [followUps, columns] = await Promise.all([followUpQueue(db, me.id, today), leadBoard(db)]);
  return { me, today, followUps, columns };
});

/** A card moved to another column: an audited status change of the version the board showed (409 if stale). */
export const boardAction = staffAction({ schema: boardMoveSchema, role: 'staff' }, async (input, { staff, db }) => {
  const edit = await updateLead(db, input.leadId, { status: input.status, updatedAt: input.updatedAt }, staff.email);
  return editAnswer(edit, leadEditMessages.updated);
});
