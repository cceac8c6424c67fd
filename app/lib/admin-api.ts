import type {
  AdminAnalytics,
  AdminConversation,
  AdminConversationSummary,
  AdminLead,
  AdminLeadDetail,
  AdminLeadFilter,
  AdminNdaCode,
  AdminNdaCodeCreated,
  AdminProject,
  AdminSession,
  AdminSignIn,
  LeadBulk,
  LeadTablePage,
  LeadTableQuery,
  LeadUpdate,
  ProjectInput,
  SignedIn,
  SignInStep,
  Page,
  StaleEdit,
} from '@site/domain/admin';
import { StaleEditError } from '@site/domain/admin';
import type { AdminNotification, AdminNotificationsOverview } from '@site/domain/notifications';
import { ApiRequestError, apiGet, apiRequest, send } from './api';

/**
 * The /admin pages' calls to /api/admin (docs/product.md §12, docs/api.md). Reads go through `apiGet`, so like
 * every call here they never retry and are never refetched on focus (docs/product.md §13.1): a page asks again only
 * after a change it made. Imported only by the admin routes, so no public page carries it.
 */
const base = '/api/admin';

/** A 409 from an edit becomes a `StaleEditError` carrying the record as it is now. */
async function staleAware(request: Promise<Response>): Promise<Response> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      const body = error.body as Partial<StaleEdit<unknown>> | undefined;
      if (body?.current) throw new StaleEditError(error.serverMessage ?? error.message, body.current);
    }
    throw error;
  }
}

/** A view of the lead table: its filters, and optionally its sort, page or selected ids (CSV only). */
export type LeadView = AdminLeadFilter & Partial<Pick<LeadTableQuery, 'sort' | 'dir' | 'page'>> & { ids?: string[] };

/** The view as a query string; empty filters are left out so the URL stays readable in logs. */
export function leadQuery(view: LeadView): string {
  const params = new URLSearchParams();
  const { ids, ...rest } = view;
  for (const [key, value] of Object.entries(rest)) {
    const text = String(value ?? '').trim();
    if (text) params.set(key, text);
  }
  if (ids?.length) params.set('ids', ids.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A paged list's answer: the body is the rows, the next page's cursor rides in the `Link` header. */
async function pageOf<T>(response: Response): Promise<Page<T>> {
  const next = /<[^>]*[?&]cursor=([^&>]+)[^>]*>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  return { items: (await response.json()) as T[], ...(next ? { nextCursor: decodeURIComponent(next) } : {}) };
}

export const adminApi = {
  /** The password step: answers what the second step is (a code, or enrolling an authenticator). */
  signIn: async (credentials: AdminSignIn): Promise<SignInStep> =>
    (await (await apiRequest('POST', `${base}/session`, credentials)).json()) as SignInStep,
  /** The code step: starts the session; right after enrolment it answers the recovery codes, once. */
  secondFactor: async (code: string): Promise<SignedIn> =>
    (await (await apiRequest('POST', `${base}/session/second-factor`, { code })).json()) as SignedIn,
  signOut: async (): Promise<void> => {
    await apiRequest('DELETE', `${base}/session`);
  },
  /** One numbered page of the lead table, sorted and filtered by the server (docs/decisions/032). */
  leads: async (view: LeadView): Promise<LeadTablePage> =>
    (await (await send(`${base}/leads${leadQuery(view)}`, { credentials: 'include' })).json()) as LeadTablePage,
  /** A status or owner change of the selected leads: all or none (a lead changed since throws `StaleEditError`). */
  bulkUpdateLeads: async (bulk: LeadBulk): Promise<AdminLead[]> =>
    (await (await staleAware(apiRequest('POST', `${base}/leads/bulk`, bulk))).json()) as AdminLead[],
  lead: (id: string) => apiGet<AdminLeadDetail>([base, 'leads', encodeURIComponent(id)]),
  /**
   * The whole edited lead is sent (docs/product.md §12.3); the API takes status, estimatedValue and notes from
   * it, and its `updatedAt` as the version the edit was made on (a lead changed since throws `StaleEditError`).
   */
  updateLead: async (lead: AdminLead, update: LeadUpdate): Promise<AdminLead> =>
    (await (
      await staleAware(apiRequest('PATCH', `${base}/leads/${encodeURIComponent(lead.id)}`, { ...lead, ...update }))
    ).json()) as AdminLead,
  /** The CSV export of the same view (every page), or of the selected `ids`, as a file the browser downloads. */
  leadsCsvUrl: (view: LeadView) => `${base}/leads.csv${leadQuery(view)}`,
  projects: () => apiGet<AdminProject[]>([base, 'projects']),
  addProject: async (input: ProjectInput): Promise<AdminProject> =>
    (await (await apiRequest('POST', `${base}/projects`, input)).json()) as AdminProject,
  updateProject: async (project: AdminProject, input: ProjectInput): Promise<AdminProject> =>
    (await (
      await staleAware(
        apiRequest('PATCH', `${base}/projects/${encodeURIComponent(project.id)}`, {
          ...input,
          updatedAt: project.updatedAt,
        }),
      )
    ).json()) as AdminProject,
  analytics: () => apiGet<AdminAnalytics>([base, 'analytics']),
  ndaCodes: () => apiGet<AdminNdaCode[]>([base, 'nda-codes']),
  createNdaCode: async (label: string): Promise<AdminNdaCodeCreated> =>
    (await (await apiRequest('POST', `${base}/nda-codes`, { label })).json()) as AdminNdaCodeCreated,
  revokeNdaCode: async (code: AdminNdaCode): Promise<void> => {
    await apiRequest('DELETE', `${base}/nda-codes/${encodeURIComponent(code.id)}`);
  },
  notifications: () => apiGet<AdminNotificationsOverview>([base, 'notifications']),
  resendNotification: async (notification: AdminNotification): Promise<AdminNotification> =>
    (await (
      await apiRequest('POST', `${base}/notifications/${encodeURIComponent(notification.id)}/resend`)
    ).json()) as AdminNotification,
  sessions: () => apiGet<AdminSession[]>([base, 'sessions']),
  endSession: async (session: AdminSession): Promise<void> => {
    await apiRequest('DELETE', `${base}/sessions/${encodeURIComponent(session.id)}`);
  },
  /** One page of conversations; `cursor` (from the previous page) asks for the next. */
  conversations: async (cursor?: string): Promise<Page<AdminConversationSummary>> =>
    pageOf<AdminConversationSummary>(
      await send(`${base}/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
        credentials: 'include',
      }),
    ),
  conversation: (id: string) => apiGet<AdminConversation>([base, 'conversations', encodeURIComponent(id)]),
};
