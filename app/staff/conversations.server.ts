import { pageSchema } from '@site/domain/staff/paging';
import { z } from '@site/domain/forms/zod';
import { data, type LoaderFunctionArgs } from 'react-router';
import { conversation, listConversations } from '../../worker/services/pipeline/overview';
import { mostFrequentUnanswered } from '../../worker/services/chat/unanswered-questions';
import {
  editTaughtAnswer,
  listTaughtAnswers,
  retireTaughtAnswer,
  teachAnswer,
} from '../../worker/services/chat/taught-answers';
import type { EditOutcome } from '../../worker/services/pipeline/changes';
import { taughtAnswerMessages, taughtAnswerSchema, type AdminTaughtAnswer } from '@site/domain/assistant/taught';
import { publishedPages } from '../content/pages';
import { answer, queryStatus, readQuery, staffAction, staffLoader, staffOf } from './guard.server';

/** The conversations page (docs/product.md §12.6, §8.6). */

const conversationQuery = z.object({ id: z.string().max(64).optional(), cursor: pageSchema.shape.cursor });

/**
 * A page of conversations and, when one is chosen in the address, that conversation in full; with the
 * questions the assistant could not answer (docs/product.md §12.6) and the answers staff taught it (§8.6).
 */
export const conversationsLoader = staffLoader('staff', async ({ request, context }: LoaderFunctionArgs) => {
  const { db } = staffOf(context);
  const { query, fieldErrors } = readQuery(request, conversationQuery);
  const { id, cursor } = query;
  const [page, selected, unanswered, taught] = await Promise.all([
    listConversations(db, { limit: 50, cursor }),
    id ? conversation(db, id) : null,
    mostFrequentUnanswered(db),
    listTaughtAnswers(db),
  ]);
  return data(
    { page, cursor, selectedId: id, selected, unanswered, taught, sitePaths: taughtAnswerPaths, fieldErrors },
    queryStatus(fieldErrors),
  );
});

/** The pages a taught answer may link: the site's page table, which the loader gives the editor too. */
const taughtAnswerPaths = publishedPages.map((entry) => entry.path);

const taughtAnswerAnswer = (edit: EditOutcome<AdminTaughtAnswer>, message: string) => {
  switch (edit.outcome) {
    case 'updated':
      return answer<AdminTaughtAnswer>({ ok: true, message });
    case 'missing':
      return answer<AdminTaughtAnswer>({ ok: false, message: taughtAnswerMessages.missing }, 404);
    case 'stale':
      return answer<AdminTaughtAnswer>({ ok: false, message: taughtAnswerMessages.stale, current: edit.current }, 409);
  }
};

/**
 * An answer taught to the assistant, edited or retired (docs/product.md §8.6): each written with who changed
 * it and when; an edit of a version someone else changed since is refused with 409.
 */
export const conversationsAction = staffAction(
  { schema: taughtAnswerSchema(taughtAnswerPaths), role: 'staff' },
  async (input, { db, staff }) => {
    switch (input.intent) {
      case 'teach': {
        const { intent: _, ...fields } = input;
        await teachAnswer(db, fields, staff.email);
        return answer<AdminTaughtAnswer>({ ok: true, message: taughtAnswerMessages.taught }, 201);
      }
      case 'edit': {
        const { intent: _, id, updatedAt, ...fields } = input;
        return taughtAnswerAnswer(
          await editTaughtAnswer(db, id, updatedAt, fields, staff.email),
          taughtAnswerMessages.edited,
        );
      }
      case 'retire':
        return taughtAnswerAnswer(
          await retireTaughtAnswer(db, input.id, input.updatedAt, staff.email),
          taughtAnswerMessages.retired,
        );
    }
  },
);
