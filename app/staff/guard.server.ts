import { staleEditMessages } from '@site/domain/staff/lead-edits';
import {
  roleAllows,
  roleMessages,
  staffRoles,
  type SignedInStaffMember,
  type StaffRole,
} from '@site/domain/staff/roles';
import type { StaffAnswer } from '@site/domain/staff/answer';
import { erasureMessages } from '@site/domain/leads/erasure';
import { fieldErrorsOf, invalidInput, type FieldErrors } from '@site/domain/forms/validation';
import type { z } from '@site/domain/forms/zod';
import {
  createContext,
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouterContextProvider,
  type UNSAFE_DataWithResponseInit,
} from 'react-router';
import { workerContext } from '../../worker/context';
import { database, type Database } from '../../worker/db/client';
import { platformFailure } from '../../worker/http/errors';
import { staffCacheControl, staffRequestRefusal } from '../../worker/http/staff-guard';
import type { EditOutcome, InvalidEdit } from '../../worker/services/pipeline/changes';
import { checkSession, logRefusal } from '../../worker/services/staff/staff-sessions';
import { adminSignInPath, isStaffFilePath } from './shared';

/** Who is asking and what they may use: set by the guard, read by every staff loader and action. */
export interface StaffRequest {
  staff: SignedInStaffMember;
  sessionId: string;
  db: Database;
  env: Env;
}

const staffRequestContext = createContext<StaffRequest>();

/** The signed-in staff member of this request; only routes under the signed-in guard have one. */
export const staffOf = (context: Readonly<RouterContextProvider>) => context.get(staffRequestContext);

/**
 * The first half of the one staff guard (docs/architecture.md), on the staff layout, so it runs for every
 * /admin request in any letter case, sign-in page included: a write must come from our own pages as JSON
 * within the body limit, and no answer is kept by a browser or a shared cache. (A write whose Origin is
 * another site's never gets here: React Router refuses it with 400 before any middleware.)
 */
export const staffRequestGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const refusal = await staffRequestRefusal(request);
  // Answered here, before any route runs: nothing of ours sends such a request, so it needs no page.
  if (refusal) {
    return Response.json({ ok: false, message: refusal.message } satisfies StaffAnswer, {
      status: refusal.status,
      headers: { 'Cache-Control': staffCacheControl },
    });
  }
  const response = await next();
  response.headers.set('Cache-Control', staffCacheControl);
  return response;
};

/**
 * The second half, on the signed-in layout: a live session, or the sign-in page. Loaders and actions
 * below it read the staff member with `staffOf(context)` and never check the session themselves.
 */
export const signedInGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { env } = context.get(workerContext);
  const db = database(env.DB);
  const session = await checkSession(db, request);
  if (!session.ok) {
    logRefusal(request, `session ${session.reason}`);
    if (isStaffFilePath(new URL(request.url).pathname)) {
      throw new Response('Sign in to /admin to open this file.', { status: 401 });
    }
    throw redirect(adminSignInPath);
  }
  context.set(staffRequestContext, { staff: session.staff, sessionId: session.sessionId, db, env });
};

/** A staff action's answer with its HTTP status (a refused change is a 4xx, never a 500). */
export const answer = <Current = never>(body: StaffAnswer<Current>, status = 200) => data(body, { status });

/** 400 with the message of each field, the one way a staff page hears that its input was wrong. */
export const invalidAnswer = (fieldErrors: FieldErrors) => answer({ ok: false, ...invalidInput(fieldErrors) }, 400);

declare const inputType: unique symbol;

/** An action that knows its input: `useStaffAction<typeof action>()` sends exactly what its schema takes. */
export type StaffAction<Input, Result> = ((args: ActionFunctionArgs) => Promise<Result>) & {
  readonly [inputType]?: Input;
};

/** What a staff action takes: its schema's input. */
export type StaffActionInput<A> = A extends { readonly [inputType]?: infer Input } ? Input : never;

/** The record a staff action answers a stale edit with (409), so the page can show it. */
export type StaffActionCurrent<A> = A extends (args: ActionFunctionArgs) => Promise<infer Result>
  ? Result extends UNSAFE_DataWithResponseInit<StaffAnswer<infer Current>>
    ? Current
    : never
  : never;

/**
 * 503 with `Retry-After`: a platform call beneath the action did not finish. Every staff change is keyed by
 * the record's version or undone, so the page may send it again (docs/security.md, "Platform failures").
 */
export const platformFailureOfAction = (message: string = platformFailure.message) =>
  data<StaffAnswer>(
    { ok: false, message },
    {
      status: platformFailure.status,
      headers: { 'Retry-After': String(platformFailure.retryAfterSeconds) },
    },
  );

/**
 * The guard's role half (docs/decisions/090): a member whose role is not enough is refused with 403 before the
 * input is even read, so nothing changes and nothing about the input is told. The refusal is logged.
 */
function roleRefusal(args: LoaderFunctionArgs | ActionFunctionArgs, needed: StaffRole) {
  const { staff } = staffOf(args.context);
  if (roleAllows(staff.role, needed)) return undefined;
  logRefusal(args.request, `role ${staff.role} needs ${needed}`);
  return answer({ ok: false, message: roleMessages.refused }, 403);
}

type IntentOf<Input> = Input extends { intent: infer Intent extends string } ? Intent : never;

/** What a staff action takes and who may send it, declared together (docs/decisions/090). */
export interface StaffActionDeclaration<S extends z.ZodType> {
  schema: S;
  /** The role every request to the action needs. */
  role: StaffRole;
  /** Intents that need another role than `role`: an owner-only intent of an action every member uses. */
  intentRoles?: Partial<Record<IntentOf<z.input<S>>, StaffRole>>;
}

/** The role a request's body asks for: its intent's, else the action's. */
function roleOfBody(declaration: { role: StaffRole; intentRoles?: object }, body: unknown): StaffRole {
  if (typeof body !== 'object' || body === null || !('intent' in body) || typeof body.intent !== 'string') {
    return declaration.role;
  }
  const byIntent = new Map<string, unknown>(Object.entries(declaration.intentRoles ?? {}));
  const needed = byIntent.get(body.intent);
  return staffRoles.find((role) => role === needed) ?? declaration.role;
}

/**
 * The one way a staff route changes data: the member's role must be the one the action (or its intent)
 * declares, or the answer is 403; the JSON body (already checked by the guard for origin, type and size) must
 * pass the same schema the page used, or the answer is a 400 with a message per field. What the handler
 * cannot finish is a 503, never a 500. The declaration stays readable on the action, so a test of the route
 * table can prove every action has one.
 */
export function staffAction<S extends z.ZodType, Result>(
  declaration: StaffActionDeclaration<S>,
  handle: (input: z.infer<S>, staff: StaffRequest, args: ActionFunctionArgs) => Promise<Result>,
) {
  const action: StaffAction<
    z.input<S>,
    Result | ReturnType<typeof invalidAnswer> | ReturnType<typeof platformFailureOfAction>
  > = async (args) => {
    const body: unknown = await args.request.json().catch(() => undefined);
    const refused = roleRefusal(args, roleOfBody(declaration, body));
    if (refused) return refused;
    const parsed = declaration.schema.safeParse(body);
    if (!parsed.success) return invalidAnswer(fieldErrorsOf(parsed.error));
    try {
      return await handle(parsed.data, staffOf(args.context), args);
    } catch (thrown) {
      // A redirect or a `data()` answer the handler threw on purpose is its answer, not a failure.
      if (!(thrown instanceof Error)) throw thrown;
      console.error('Staff action could not finish', thrown);
      return platformFailureOfAction();
    }
  };
  return Object.assign(action, { staffRoles: { role: declaration.role, intentRoles: declaration.intentRoles ?? {} } });
}

/**
 * The one way a staff route reads data: it declares the role it needs, and a member without it gets 403 (a
 * page shows the message; nothing is read).
 */
export function staffLoader<Result>(role: StaffRole, load: (args: LoaderFunctionArgs) => Promise<Result>) {
  const loader = async (args: LoaderFunctionArgs) => {
    const refused = roleRefusal(args, role);
    if (refused) throw refused;
    return load(args);
  };
  return Object.assign(loader, { staffRole: role });
}

/**
 * The one way a staff page reads its address: empty parameters mean "not given"; parameters the schema
 * refuses are left out of the view and named in `fieldErrors`, and the page answers 400
 * (`queryStatus`), so a shared link with a typo still shows the rest of the view.
 */
export function readQuery<S extends z.ZodObject>(
  request: Request,
  schema: S,
): { query: z.infer<S>; given: Record<string, string>; fieldErrors?: FieldErrors } {
  const given = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([key, value]) => key in schema.shape && value.trim() !== ''),
  );
  const parsed = schema.safeParse(given);
  if (parsed.success) return { query: parsed.data, given };
  const fieldErrors = fieldErrorsOf(parsed.error);
  const rest = schema.safeParse(Object.fromEntries(Object.entries(given).filter(([key]) => !(key in fieldErrors))));
  return { query: rest.success ? rest.data : schema.parse({}), given, fieldErrors };
}

/** 200, or 400 when the address named a parameter the page could not use. */
export const queryStatus = (fieldErrors: FieldErrors | undefined) => ({ status: fieldErrors ? 400 : 200 });

/**
 * An audited edit as the page hears it: done with `message`, 404, 400 with the field, or 409 with the
 * stale message and the record as it is now (docs/decisions/023).
 */
/** Any staff action on an erased lead: refused, nothing written (docs/decisions/085). */
export const erasedAnswer = <Record>() => answer<Record>({ ok: false, message: erasureMessages.readOnly }, 409);

export function editAnswer<Record>(
  edit: EditOutcome<Record> | InvalidEdit,
  message: string,
  staleMessage: string = staleEditMessages.lead,
) {
  switch (edit.outcome) {
    case 'updated':
      return answer<Record>({ ok: true, message });
    case 'missing':
      return answer<Record>({ ok: false, message: 'This lead no longer exists.' }, 404);
    case 'invalid':
      return invalidAnswer(edit.fieldErrors);
    case 'stale':
      return answer<Record>({ ok: false, message: staleMessage, current: edit.current }, 409);
    case 'erased':
      return erasedAnswer<Record>();
  }
}
