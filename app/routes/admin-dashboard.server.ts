import {
  adminMessages,
  bulkMessages,
  leadBulkSchema,
  leadTableQuerySchema,
  leadUpdateSchema,
  ndaCodeActionSchema,
  pageSchema,
  projectActionSchema,
  sessionActionSchema,
  signOutActionSchema,
  staleEditMessages,
  type AdminLead,
  type AdminProject,
} from '@site/domain/staff/admin';
import { businessDay } from '@site/domain/company/office-clock';
import { z } from '@site/domain/forms/zod';
import { data, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { bulkUpdateLeads, leadTable, updateLead } from '../../worker/services/pipeline/admin-leads';
import {
  analytics,
  conversation,
  listConversations,
  listNdaCodes,
} from '../../worker/services/pipeline/admin-overview';
import { createProject, listProjects, updateProject } from '../../worker/services/pipeline/admin-projects';
import { createAccessCode, revokeAccessCode } from '../../worker/services/nda-access/nda-codes';
import { notificationsOverview } from '../../worker/services/notifications/notifications';
import { listActiveStaff } from '../../worker/services/staff/staff-directory';
import { securityLog } from '../../worker/services/protection/security-log';
import { endSession, endStaffSession, listSessions } from '../../worker/services/staff/staff-sessions';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
} from '../../worker/services/staff/staff-passkeys';
import { passkeyMessages } from '@site/domain/staff/passkeys';
import { requestClient } from '../../worker/services/staff/security-events';
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
import { adminSignInPath } from './admin-shared';
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
} from './staff.server';

/**
 * The dashboard's pages (docs/product.md §12.2, §12.6): each tab's loader reads only what it shows, straight
 * from the services, and each action changes data through the same audited services. The staff guard has
 * checked the session before any of them runs.
 */

/** Around every tab: who is signed in, the e-mail problems card and the figures of the summary cards. */
export const dashboardLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff, db, env } = staffOf(context);
  const [figures, notifications] = await Promise.all([analytics(db), notificationsOverview(db, env)]);
  return { staff, analytics: figures, notifications };
});

/** Signing out ends the session on the server, clears the cookie and opens the sign-in page. */
export const dashboardAction = staffAction(
  { schema: signOutActionSchema, role: 'staff' },
  async (_, { db, env, staff }, { request }) => {
    const cookie = await endSession(db, request, { staffId: staff.id, client: await requestClient(env, request) });
    securityLog('admin.sign-out');
    // A new document, not a client-side move: nothing of the ended session stays in the page's memory.
    return redirectDocument(adminSignInPath, { headers: { 'Set-Cookie': cookie } });
  },
);

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
      return editAnswer(await updateLead(db, id, update, staff.email), adminMessages.leadUpdated);
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

export const projectsLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  return { projects: await listProjects(staffOf(context).db) };
});

/** A project added or edited; an edit of a version someone else changed since is refused with 409. */
export const projectsAction = staffAction(
  { schema: projectActionSchema, role: 'staff' },
  async (input, { db, staff }) => {
    if (input.intent === 'add') {
      const { intent: _, ...project } = input;
      await createProject(db, project, staff.email);
      return answer<AdminProject>({ ok: true, message: 'Project added' }, 201);
    }
    const { intent: _, id, ...edit } = input;
    const outcome = await updateProject(db, id, edit, staff.email);
    if (outcome.outcome === 'missing') {
      return answer<AdminProject>({ ok: false, message: `No project with id "${id}".` }, 404);
    }
    if (outcome.outcome === 'stale') {
      return answer<AdminProject>({ ok: false, message: staleEditMessages.project, current: outcome.current }, 409);
    }
    return answer<AdminProject>({ ok: true, message: 'Project updated' });
  },
);

export const ndaCodesLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  return { codes: await listNdaCodes(staffOf(context).db) };
});

/** A code created (its digits are in this answer only) or revoked. */
export const ndaCodesAction = staffAction(
  { schema: ndaCodeActionSchema, role: 'owner' },
  async (input, { db, env, staff }, { request }) => {
    const by = { staffId: staff.id, client: await requestClient(env, request) };
    if (input.intent === 'create') {
      const created = await createAccessCode(db, env.KEYED_HASH_SECRET, input.label, by);
      return answer({ ok: true, message: 'Access code created', created }, 201);
    }
    return (await revokeAccessCode(db, input.id, by))
      ? answer({ ok: true, message: 'Access code revoked' })
      : answer({ ok: false, message: `No access code with id "${input.id}".` }, 404);
  },
);

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

export const sessionsLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { staff, sessionId, db } = staffOf(context);
  const [sessions, passkeys] = await Promise.all([listSessions(db, staff.id, sessionId), listPasskeys(db, staff.id)]);
  return { sessions, passkeys };
});

/**
 * Ends one of the staff member's own sessions (ending this one signs out), or manages their passkeys: a
 * challenge to make one with, the passkey made for it, a new name for one, or the removal of one
 * (docs/decisions/091); each passkey change is in the security log (docs/decisions/094).
 */
export const sessionsAction = staffAction(
  { schema: sessionActionSchema, role: 'staff' },
  async (input, { db, staff, sessionId, env }, { request }) => {
    switch (input.intent) {
      case 'passkey-options':
        return answer({
          ok: true,
          message: '',
          passkeyOptions: await registrationOptions(db, relyingPartyOf(env), staff),
        });
      case 'passkey-add': {
        const client = await requestClient(env, request);
        const added = await addPasskey(db, relyingPartyOf(env), staff, input.name, input.response, client);
        return added.outcome === 'added'
          ? answer({ ok: true, message: passkeyMessages.added })
          : answer(
              { ok: false, message: passkeyMessages.addFailed, fieldErrors: { response: passkeyMessages.addFailed } },
              400,
            );
      }
      case 'passkey-rename': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        return (await renamePasskey(db, by, input.id, input.name))
          ? answer({ ok: true, message: passkeyMessages.renamed })
          : answer({ ok: false, message: passkeyMessages.gone }, 404);
      }
      case 'passkey-remove': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        return (await removePasskey(db, by, input.id))
          ? answer({ ok: true, message: passkeyMessages.removed })
          : answer({ ok: false, message: passkeyMessages.gone }, 404);
      }
      case 'end': {
        const by = { staffId: staff.id, client: await requestClient(env, request) };
        if (!(await endStaffSession(db, by, input.id, input.id === sessionId))) {
          return answer({ ok: false, message: 'This session has already ended.' }, 404);
        }
        securityLog('admin.session.ended', { staff: staff.id, current: String(input.id === sessionId) });
        return input.id === sessionId
          ? redirectDocument(adminSignInPath)
          : answer({ ok: true, message: 'Session ended' });
      }
    }
  },
);
