import { StaleEditError, type AdminLead, type AdminLeadFilter, type AdminProject, type Page } from '@site/domain/admin';
import { describeError } from '@site/domain/errors';
import { showToast } from '@site/ui/components/Toast';
import { Button } from '@site/ui/components/Button';
import { Container } from '@site/ui/components/Container';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Icon } from '@site/ui/components/Icon';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Tabs } from '@site/ui/components/Tabs';
import { Text } from '@site/ui/components/Text';
import { VisuallyHidden } from '@site/ui/components/VisuallyHidden';
import { AdminSummaryCards } from '@site/ui/widgets/AdminSummaryCards';
import { AnalyticsBreakdown } from '@site/ui/widgets/AnalyticsBreakdown';
import { ConversationList } from '@site/ui/widgets/ConversationList';
import { ConversationView } from '@site/ui/widgets/ConversationView';
import { EditLeadDialog } from '@site/ui/widgets/EditLeadDialog';
import { LeadFilters } from '@site/ui/widgets/LeadFilters';
import { LeadList } from '@site/ui/widgets/LeadCard';
import { NdaCodeManager } from '@site/ui/widgets/NdaCodeManager';
import { NotificationAlerts } from '@site/ui/widgets/NotificationAlerts';
import { ProjectList } from '@site/ui/widgets/ProjectCard';
import { ProjectDialog } from '@site/ui/widgets/ProjectDialog';
import { SessionList } from '@site/ui/widgets/SessionList';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { adminApi } from '../lib/admin-api';
import { requireStaff } from './admin.server';
import { adminMeta, adminSignInPath, useAdminData } from './admin-shared';
import type { Route } from './+types/admin';

// The chart library is loaded only when the Analytics tab opens.
const AnalyticsChart = lazy(() =>
  import('@site/ui/widgets/AnalyticsChart').then((module) => ({ default: module.AnalyticsChart })),
);

export const meta = () => adminMeta('Project Administration');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await requireStaff(request, context) };
}

type TabId = 'leads' | 'projects' | 'analytics' | 'nda-codes' | 'conversations' | 'sessions';

/** A tab panel's own heading, for the outline screen-reader users navigate by (the tab shows it already). */
const PanelHeading = ({ children }: { children: string }) => (
  <VisuallyHidden>
    <Heading level={2}>{children}</Heading>
  </VisuallyHidden>
);

/** Typing in the search box asks the server once the staff member pauses, not per keystroke. */
const searchPauseMs = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Downloads a same-origin file (the session cookie goes along) without leaving the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/** A numbered page of the lead table as "Load more" reads it: the next page's number is its cursor. */
async function leadPage(filter: AdminLeadFilter, page: number): Promise<Page<AdminLead>> {
  const answer = await adminApi.leads({ ...filter, page });
  const more = answer.page * answer.pageSize < answer.total;
  return { items: answer.items, ...(more ? { nextCursor: String(answer.page + 1) } : {}) };
}

interface MorePages<T> {
  /** The first page and every page "Load more" added; undefined until the first page is there. */
  items: T[] | undefined;
  nextCursor: string | undefined;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
}

/** Pages after the first of a paged list; a new first page (filters, a reload) starts over. */
function useMorePages<T>(
  first: Page<T> | undefined,
  fetchPage: (cursor: string) => Promise<Page<T>>,
  what: string,
): MorePages<T> {
  const [later, setLater] = useState<Page<T> & { after?: Page<T> }>({ items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const laterPages: Page<T> = later.after === first ? later : { items: [] };
  const nextCursor = laterPages.items.length > 0 ? laterPages.nextCursor : first?.nextCursor;
  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(nextCursor);
      setLater({ after: first, items: [...laterPages.items, ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      showToast({ tone: 'destructive', title: `Could not load more ${what}`, description: describeError(error) });
    } finally {
      setLoadingMore(false);
    }
  };
  return { items: first ? [...first.items, ...laterPages.items] : undefined, nextCursor, loadMore, loadingMore };
}

function LoadMore<T>({ pages, children }: { pages: MorePages<T>; children: string }) {
  return pages.nextCursor ? (
    <Button
      variant="outline"
      onPress={() => void pages.loadMore()}
      isPending={pages.loadingMore}
      pendingLabel="Loading..."
    >
      {children}
    </Button>
  ) : null;
}

/**
 * /admin "Project Administration" (docs/product.md §12.2), plus NDA codes and chat conversations
 * (docs/product.md §12.6).
 */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const [tab, setTab] = useState<TabId>('leads');
  const [filter, setFilter] = useState<AdminLeadFilter>({});
  const query = useDebounced(filter, searchPauseMs);
  const [editing, setEditing] = useState<AdminLead | null>(null);
  const [project, setProject] = useState<AdminProject | 'new' | null>(null);
  const [conversationId, setConversationId] = useState<string>();
  const [signingOut, setSigningOut] = useState(false);

  const analytics = useAdminData(adminApi.analytics);
  const notifications = useAdminData(adminApi.notifications);
  const leads = useAdminData(() => leadPage(query, 1), { key: JSON.stringify(query) });
  const moreLeads = useMorePages(leads.data, (next) => leadPage(query, Number(next)), 'leads');
  const shownLeads = moreLeads.items;
  const projects = useAdminData(adminApi.projects, { enabled: tab === 'projects' });
  const ndaCodes = useAdminData(adminApi.ndaCodes, { enabled: tab === 'nda-codes' });
  const conversations = useAdminData(() => adminApi.conversations(), { enabled: tab === 'conversations' });
  const moreConversations = useMorePages(conversations.data, adminApi.conversations, 'conversations');
  const sessions = useAdminData(adminApi.sessions, { enabled: tab === 'sessions' });
  const conversation = useAdminData(() => adminApi.conversation(conversationId ?? ''), {
    enabled: tab === 'conversations' && conversationId !== undefined,
    key: conversationId,
  });

  const signOut = async () => {
    setSigningOut(true);
    try {
      await adminApi.signOut();
    } finally {
      // A new document, not a client-side move: nothing of the ended session stays in the page's memory.
      window.location.assign(adminSignInPath);
    }
  };

  const leadManagement = (
    <Stack gap="5">
      <PanelHeading>Leads</PanelHeading>
      <LeadFilters
        value={filter}
        onChange={setFilter}
        onExport={() => download(adminApi.leadsCsvUrl(filter))}
        resultCount={shownLeads?.length}
      />
      <LeadList
        leads={shownLeads}
        error={leads.error}
        detailHref={(lead) => `/admin/leads/${encodeURIComponent(lead.id)}`}
        onEdit={setEditing}
        emptyText={filter.q || filter.status || filter.source ? 'No leads match these filters.' : 'No leads yet.'}
      />
      <LoadMore pages={moreLeads}>Load more leads</LoadMore>
    </Stack>
  );

  const analyticsPanel = (
    <Stack gap="6">
      <PanelHeading>Analytics</PanelHeading>
      <AnalyticsBreakdown analytics={analytics.data} error={analytics.error} />
      {analytics.data ? (
        <Suspense
          fallback={
            <Text tone="muted" role="status">
              Loading chart...
            </Text>
          }
        >
          <AnalyticsChart perWeek={analytics.data.perWeek} />
        </Suspense>
      ) : null}
    </Stack>
  );

  return (
    <Section aria-labelledby="admin-title" spacing="compact">
      <Container width="wide">
        <Stack gap="6">
          <Inline justify="space-between" gap="4">
            <Stack gap="1">
              <Heading level={1} id="admin-title">
                Project Administration
              </Heading>
              <Text tone="muted">
                Signed in as {staff.name} ({staff.email})
              </Text>
              <Inline gap="4">
                <Link href="/admin/board">Status board</Link>
                <Link href="/admin/analytics">Where our jobs come from</Link>
              </Inline>
            </Stack>
            <Button
              variant="outline"
              onPress={() => void signOut()}
              isPending={signingOut}
              pendingLabel="Signing out..."
            >
              <Icon icon={LogOut} size="sm" />
              Sign out
            </Button>
          </Inline>
          <NotificationAlerts
            overview={notifications.data}
            error={notifications.error}
            leadHref={(id) => `/admin/leads/${encodeURIComponent(id)}`}
          />
          <AdminSummaryCards summary={analytics.data?.summary} error={analytics.error} />
          <Tabs
            label="Administration"
            selectedKey={tab}
            onSelectionChange={(id) => setTab(id as TabId)}
            items={[
              { id: 'leads', label: 'Lead Management', content: leadManagement },
              {
                id: 'projects',
                label: 'Project Tracking',
                content: (
                  <>
                    <PanelHeading>Projects</PanelHeading>
                    <ProjectList
                      projects={projects.data}
                      error={projects.error}
                      onAdd={() => setProject('new')}
                      onViewDetails={setProject}
                    />
                  </>
                ),
              },
              { id: 'analytics', label: 'Analytics & Reports', content: analyticsPanel },
              {
                id: 'nda-codes',
                label: 'NDA Codes',
                content: (
                  <>
                    <PanelHeading>NDA portal access codes</PanelHeading>
                    <NdaCodeManager
                      codes={ndaCodes.data}
                      error={ndaCodes.error}
                      onCreate={async (label) => {
                        const created = await adminApi.createNdaCode(label);
                        ndaCodes.reload();
                        return created;
                      }}
                      onRevoke={async (code) => {
                        await adminApi.revokeNdaCode(code);
                        ndaCodes.reload();
                      }}
                    />
                  </>
                ),
              },
              {
                id: 'conversations',
                label: 'Conversations',
                content: (
                  <Grid columns={{ phone: 1, desktop: 2 }} gap="5">
                    <PanelHeading>Chat conversations</PanelHeading>
                    <Stack gap="4">
                      <ConversationList
                        conversations={moreConversations.items}
                        error={conversations.error}
                        selectedId={conversationId}
                        onSelect={(selected) => setConversationId(selected.id)}
                      />
                      <LoadMore pages={moreConversations}>Load more conversations</LoadMore>
                    </Stack>
                    {conversationId ? (
                      <ConversationView conversation={conversation.data} error={conversation.error} />
                    ) : null}
                  </Grid>
                ),
              },
              {
                id: 'sessions',
                label: 'Sessions',
                content: (
                  <Stack gap="4">
                    <PanelHeading>Your sessions</PanelHeading>
                    <Text tone="muted">
                      Where you are signed in. End a session you do not recognise, or one left open on another computer.
                    </Text>
                    <SessionList
                      sessions={sessions.data}
                      error={sessions.error}
                      onEnd={async (session) => {
                        await adminApi.endSession(session);
                        sessions.reload();
                      }}
                    />
                  </Stack>
                ),
              },
            ]}
          />
        </Stack>
      </Container>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (lead, update) => {
          // Someone else saved first: the dialog shows their version and the toast says why (decision 023).
          await adminApi.updateLead(lead, update).catch((error: unknown) => {
            if (error instanceof StaleEditError) setEditing(error.current as AdminLead);
            throw error;
          });
          // After a successful PATCH the list is fetched again (and the pipeline figures with it).
          leads.reload();
          analytics.reload();
        }}
      />
      <ProjectDialog
        project={project}
        onClose={() => setProject(null)}
        onSave={async (input, existing) => {
          await (existing ? adminApi.updateProject(existing, input) : adminApi.addProject(input)).catch(
            (error: unknown) => {
              if (error instanceof StaleEditError) setProject(error.current as AdminProject);
              throw error;
            },
          );
          projects.reload();
          analytics.reload();
        }}
      />
    </Section>
  );
}
