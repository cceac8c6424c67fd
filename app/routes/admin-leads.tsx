import { StaleEditError, type AdminLead, type AdminLeadFilter } from '@site/domain/admin';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Stack } from '@site/ui/components/Stack';
import { EditLeadDialog } from '@site/ui/widgets/EditLeadDialog';
import { LeadFilters } from '@site/ui/widgets/LeadFilters';
import { LeadList } from '@site/ui/widgets/LeadCard';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { revalidateAfterStale, useAdminAction } from './admin-actions';
import { leadsAction, leadsLoader } from './admin-dashboard.server';
import { PanelHeading } from './admin-tab';
import type { Route } from './+types/admin-leads';

export const loader = (args: Route.LoaderArgs) => leadsLoader(args);
export const action = (args: Route.ActionArgs) => leadsAction(args);
export const shouldRevalidate = revalidateAfterStale;

/** Typing in the search box asks the server once the staff member pauses, not per keystroke. */
const searchPauseMs = 250;

/** The filter as query parameters; empty filters are left out so the address stays readable. */
function filterParams(filter: AdminLeadFilter): URLSearchParams {
  return new URLSearchParams(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/** Downloads a same-origin file (the session cookie goes along) without leaving the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/**
 * Lead Management (docs/product.md §12.2): the leads the address's filters select, a page at a time, edited in
 * a dialog; the filters live in the address, so a view can be bookmarked and the back button undoes one.
 */
export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  const { sort: _sort, dir: _dir, page: _page, ...filter } = query;
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<AdminLeadFilter>(filter);
  const [editing, setEditing] = useState<AdminLead | null>(null);
  const { send } = useAdminAction();
  const shown = filterParams(filter).toString();

  useEffect(() => {
    const wanted = filterParams(draft);
    if (wanted.toString() === shown) return;
    const timer = setTimeout(() => setSearchParams(wanted, { replace: true, preventScrollReset: true }), searchPauseMs);
    return () => clearTimeout(timer);
  }, [draft, shown, setSearchParams]);

  const pageHref = (number: number) => {
    const params = filterParams(filter);
    if (number > 1) params.set('page', String(number));
    return `/admin${params.size ? `?${params.toString()}` : ''}`;
  };
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Stack gap="5">
      <PanelHeading>Leads</PanelHeading>
      <LeadFilters
        value={draft}
        onChange={setDraft}
        onExport={() => download(`/api/admin/leads.csv${shown ? `?${shown}` : ''}`)}
        resultCount={page.total}
      />
      <LeadList
        leads={page.items}
        detailHref={(lead) => `/admin/leads/${encodeURIComponent(lead.id)}`}
        onEdit={setEditing}
        emptyText={filter.q || filter.status || filter.source ? 'No leads match these filters.' : 'No leads yet.'}
      />
      <Inline gap="4">
        {page.page > 1 ? <Link href={pageHref(page.page - 1)}>Previous page</Link> : null}
        {page.page < lastPage ? <Link href={pageHref(page.page + 1)}>Next page</Link> : null}
      </Inline>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (lead, update) => {
          // Someone else saved first: the dialog shows their version and the toast says why (docs/decisions/023).
          await send({
            intent: 'edit',
            id: lead.id,
            status: update.status,
            estimatedValue: update.estimatedValue,
            notes: update.notes,
            updatedAt: lead.updatedAt,
          }).catch((error: unknown) => {
            if (error instanceof StaleEditError) setEditing(error.current as AdminLead);
            throw error;
          });
        }}
      />
    </Stack>
  );
}
