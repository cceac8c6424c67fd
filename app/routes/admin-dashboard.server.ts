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
} from '@site/domain/admin';
import { businessDay } from '@site/domain/pipeline';
import { z } from '@site/domain/zod';
import { redirectDocument, type RouterContextProvider } from 'react-router';
import { workerContext } from '../../worker/context';
import { database } from '../../worker/db/client';
import { bulkUpdateLeads, leadTable, updateLead } from '../../worker/services/admin-leads';
import { analytics, conversation, listConversations, listNdaCodes } from '../../worker/services/admin-overview';
import { createProject, listProjects, updateProject } from '../../worker/services/admin-projects';
import { createAccessCode, revokeAccessCode } from '../../worker/services/nda-codes';
import { notificationsOverview } from '../../worker/services/notifications';
import { listActiveStaff } from '../../worker/services/staff-directory';
import { securityLog } from '../../worker/services/security-log';
import { endSession, endStaffSession, listSessions } from '../../worker/services/staff-sessions';
import { answer, checkedAction, editAnswer } from './admin-actions.server';
import { requireSession, requireStaff } from './admin.server';
import { adminSignInPath } from './admin-shared';

/**
 * The dashboard's pages (docs/product.md §12.2, §12.6): each tab's loader reads only what it shows, straight
 * from the services the API uses, and each action changes data through the same audited services.
 */
interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const dbOf = (context: Readonly<RouterContextProvider>) => {
  const { env } = context.get(workerContext);
  return { db: database(env.DB), env };
};

/** A query parameter read with the API's own schema; a bad one is left out rather than failing the page. */
function queryOf<S extends z.ZodObject>(request: Request, schema: S): z.infer<S> {
  const given = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([key, value]) => key in schema.shape && value.trim() !== ''),
  );
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(given).filter(([key]) => !wrong.has(key))));
}

/** Around every tab: who is signed in, the e-mail problems card and the figures of the summary cards. */
export async function dashboardLoader({ request, context }: Args) {
  const staff = await requireStaff(request, context);
  const { db, env } = dbOf(context);
  const [figures, notifications] = await Promise.all([analytics(db), notificationsOverview(db, env)]);
  return { staff, analytics: figures, notifications };
}

/** Signing out ends the session on the server, clears the cookie and opens the sign-in page. */
export async function dashboardAction({ request, context }: Args) {
  const checked = await checkedAction(request, context, signOutActionSchema);
  if (!checked.ok) return checked.refusal;
  const cookie = await endSession(checked.db, request);
  securityLog('admin.sign-out');
  // A new document, not a client-side move: nothing of the ended session stays in the page's memory.
  return redirectDocument(adminSignInPath, { headers: { 'Set-Cookie': cookie } });
}

/**
 * The leads the address's filters, sort and page select (docs/product.md §12.3), the office's day their
 * follow-ups are read against, and the active staff the owner filter and the bulk owner change offer.
 */
export async function leadsLoader({ request, context }: Args) {
  const staff = await requireStaff(request, context);
  const query = queryOf(request, leadTableQuerySchema);
  const { db } = dbOf(context);
  const today = businessDay(new Date());
  const [page, people] = await Promise.all([leadTable(db, query, staff, { today }), listActiveStaff(db)]);
  return { query, page, today, staff: people };
}

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
export async function leadsAction({ request, context }: Args) {
  const checked = await checkedAction(request, context, leadListActionSchema);
  if (!checked.ok) return checked.refusal;
  if (checked.input.intent === 'edit') {
    const { intent: _, id, ...update } = checked.input;
    return editAnswer(await updateLead(checked.db, id, update, checked.staff.email), adminMessages.leadUpdated);
  }
  const { intent: _, ...bulk } = checked.input;
  const outcome = await bulkUpdateLeads(checked.db, bulk, checked.staff.email);
  switch (outcome.outcome) {
    case 'updated':
      return answer({ ok: true, message: bulkMessages.updated(outcome.records.length) });
    case 'missing':
      return answer({ ok: false, message: `No lead with id "${outcome.ids.join('", "')}".` }, 404);
    case 'invalid':
      return answer(
        { ok: false, message: 'Please correct the highlighted fields.', fieldErrors: outcome.fieldErrors },
        400,
      );
    case 'stale':
      return answer({ ok: false, message: staleEditMessages.leads }, 409);
  }
}

export async function projectsLoader({ request, context }: Args) {
  await requireStaff(request, context);
  return { projects: await listProjects(dbOf(context).db) };
}

/** A project added or edited; an edit of a version someone else changed since is refused with 409. */
export async function projectsAction({ request, context }: Args) {
  const checked = await checkedAction(request, context, projectActionSchema);
  if (!checked.ok) return checked.refusal;
  const { input, db, staff } = checked;
  if (input.intent === 'add') {
    const { intent: _, ...project } = input;
    await createProject(db, project, staff.email);
    return answer({ ok: true, message: 'Project added' }, 201);
  }
  const { intent: _, id, ...edit } = input;
  const outcome = await updateProject(db, id, edit, staff.email);
  if (outcome.outcome === 'missing') return answer({ ok: false, message: `No project with id "${id}".` }, 404);
  if (outcome.outcome === 'stale') {
    return answer({ ok: false, message: staleEditMessages.project, current: outcome.current }, 409);
  }
  return answer({ ok: true, message: 'Project updated' });
}

export async function ndaCodesLoader({ request, context }: Args) {
  await requireStaff(request, context);
  return { codes: await listNdaCodes(dbOf(context).db) };
}

/** A code created (its digits are in this answer only) or revoked. */
export async function ndaCodesAction({ request, context }: Args) {
  const checked = await checkedAction(request, context, ndaCodeActionSchema);
  if (!checked.ok) return checked.refusal;
  const { input, db, env, staff } = checked;
  if (input.intent === 'create') {
    const created = await createAccessCode(db, env.KEYED_HASH_SECRET, input.label, staff.id);
    return answer({ ok: true, message: 'Access code created', created }, 201);
  }
  return (await revokeAccessCode(db, input.id, staff.id))
    ? answer({ ok: true, message: 'Access code revoked' })
    : answer({ ok: false, message: `No access code with id "${input.id}".` }, 404);
}

const conversationQuery = z.object({ id: z.string().max(64).optional(), cursor: pageSchema.shape.cursor });

/** A page of conversations and, when one is chosen in the address, that conversation in full. */
export async function conversationsLoader({ request, context }: Args) {
  await requireStaff(request, context);
  const { db } = dbOf(context);
  const { id, cursor } = queryOf(request, conversationQuery);
  const [page, selected] = await Promise.all([
    listConversations(db, { limit: 50, cursor }),
    id ? conversation(db, id) : null,
  ]);
  return { page, cursor, selectedId: id, selected };
}

export async function sessionsLoader({ request, context }: Args) {
  const { staff, sessionId } = await requireSession(request, context);
  return { sessions: await listSessions(dbOf(context).db, staff.id, sessionId) };
}

/** Ends one of the staff member's own sessions; ending this one signs out. */
export async function sessionsAction({ request, context }: Args) {
  const checked = await checkedAction(request, context, sessionActionSchema);
  if (!checked.ok) return checked.refusal;
  const { sessionId } = await requireSession(request, context);
  if (!(await endStaffSession(checked.db, checked.staff.id, checked.input.id))) {
    return answer({ ok: false, message: 'This session has already ended.' }, 404);
  }
  securityLog('admin.session.ended', { staff: checked.staff.id, current: String(checked.input.id === sessionId) });
  return checked.input.id === sessionId
    ? redirectDocument(adminSignInPath)
    : answer({ ok: true, message: 'Session ended' });
}
