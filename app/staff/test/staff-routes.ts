import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { LeadPageAction } from '@site/domain/leads/pipeline';
import type { StaffRole } from '@site/domain/staff/roles';
import { eq } from 'drizzle-orm';
import {
  RouterContextProvider,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type UNSAFE_DataWithResponseInit,
} from 'react-router';
import { beforeEach, expect } from 'vitest';
import { workerContext } from '../../../worker/context';
import { database } from '../../../worker/db/client';
import { leads } from '../../../worker/db/schema';
import { sameOrigin, signedInStaff } from '../../../worker/test/staff';
import { dashboardLoader } from '../dashboard.server';
import { leadPageAction } from '../lead.server';
import { signedInGuard, staffRequestGuard } from '../guard.server';

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;

/** What a loader or action gave the page: its data (a `data()` answer unwrapped), a redirect or a thrown answer. */
type PageData<H extends Handler> =
  Awaited<ReturnType<H>> extends infer Result
    ? Result extends UNSAFE_DataWithResponseInit<infer Data>
      ? Data
      : Exclude<Result, Response>
    : never;

export interface StaffRouteAnswer<Data> {
  status: number;
  headers: Headers;
  /** The loader's or action's data; for a thrown `data()` answer, what it carried. */
  data: Data;
  /** Where a redirect pointed. */
  location: string | null;
}

export interface StaffRouteRequest {
  /** The address, as the page's request has it. */
  path?: string;
  /** A body makes the request a same-origin JSON write unless `headers` say otherwise. */
  body?: unknown;
  method?: string;
  params?: Record<string, string>;
  cookie?: string;
  headers?: Record<string, string>;
  /** The Worker's bindings, when a test watches one (the D1 round trips, worker/test/d1-round-trips.ts). */
  bindings?: Env;
  /** A route of the staff layout outside its session half (the sign-in and invitation pages). */
  withoutSession?: boolean;
}

function isDataAnswer(value: unknown): value is UNSAFE_DataWithResponseInit<unknown> {
  return typeof value === 'object' && value !== null && 'init' in value && 'data' in value;
}

async function asResponse(outcome: unknown): Promise<Response> {
  if (outcome instanceof Response) return outcome;
  if (isDataAnswer(outcome)) {
    return Response.json(outcome.data, { status: outcome.init?.status ?? 200, headers: outcome.init?.headers });
  }
  return Response.json(outcome);
}

/** A step's outcome as the answer it becomes: returned or thrown, a Response, a `data()` answer or plain data. */
async function settle(step: () => unknown): Promise<Response> {
  try {
    return await asResponse(await step());
  } catch (thrown) {
    return asResponse(thrown);
  }
}

/**
 * Runs one staff loader or action as the Worker does, behind the staff layout's guard and the signed-in
 * layout's session check, with the real local D1: what a page's request gets, as data to assert on.
 * The route table's own wiring is proved through the built Worker (tests/e2e/admin-guard.spec.ts).
 */
export async function runStaffRoute<H extends Handler>(
  handler: H,
  {
    path = '/admin',
    body,
    method,
    params = {},
    cookie,
    headers = {},
    bindings = env,
    withoutSession = false,
  }: StaffRouteRequest = {},
): Promise<StaffRouteAnswer<PageData<H>>> {
  const write = body !== undefined;
  const request = new Request(`http://localhost${path}`, {
    method: method ?? (write ? 'POST' : 'GET'),
    headers: {
      ...(write ? { 'content-type': 'application/json', ...sameOrigin } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: write ? JSON.stringify(body) : undefined,
  });
  const context = new RouterContextProvider();
  context.set(workerContext, { env: bindings, ctx: createExecutionContext() });
  const args = { request, context, params, pattern: path, url: new URL(request.url) };
  const response = await settle(() =>
    staffRequestGuard(args, () =>
      settle(async () =>
        withoutSession
          ? handler(args)
          : ((await signedInGuard(args, () => settle(() => handler(args)))) ?? handler(args)),
      ),
    ),
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    data: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    location: response.headers.get('location'),
  };
}

/** Whether `cookie` still opens the staff pages (the dashboard answers rather than sending it to sign in). */
export const isSignedIn = async (cookie: string) => (await runStaffRoute(dashboardLoader, { cookie })).status === 200;

/** The fields a refused change or a refused address named, sorted; none for anything else. */
export const refusedFields = (data: unknown) =>
  typeof data === 'object' && data !== null && 'fieldErrors' in data && typeof data.fieldErrors === 'object'
    ? Object.keys(data.fieldErrors ?? {}).toSorted()
    : [];

type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

/**
 * A staff member (an owner, unless `role` says otherwise) signed in afresh before each test of the file that
 * calls this; use it inside the tests. `run` is `runStaffRoute` with their session cookie.
 */
export function staffSignedInBeforeEach(role: StaffRole = 'owner', email?: string, name?: string) {
  let current: SignedInStaff | undefined;
  beforeEach(async () => {
    current = await signedInStaff(role, email, name);
  });
  const now = () => {
    if (!current) throw new Error('The signed-in staff member exists only inside a test');
    return current;
  };
  return {
    get member() {
      return now().member;
    },
    get cookie() {
      return now().cookie;
    },
    get account() {
      return now().account;
    },
    run: <H extends Handler>(handler: H, request: StaffRouteRequest = {}) =>
      runStaffRoute(handler, { cookie: now().cookie, ...request }),
    /** The lead page's edit of lead `id`, made on the version the lead has now: a test's way to change a lead. */
    async editLead(id: string, change: Omit<Extract<LeadPageAction, { intent: 'edit' }>, 'intent' | 'updatedAt'>) {
      const lead = await database(env.DB).select().from(leads).where(eq(leads.id, id)).get();
      const edited = await runStaffRoute(leadPageAction, {
        path: `/admin/leads/${id}`,
        params: { id },
        cookie: now().cookie,
        body: { intent: 'edit', updatedAt: lead?.updatedAt ?? '', ...change },
      });
      expect(edited.data).toMatchObject({ ok: true });
    },
  };
}
