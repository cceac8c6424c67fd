import type { AdminLead, AdminLeadFilter } from '@site/domain/staff/lead-table';
import type { LeadStatus } from '@site/domain/leads/leads';
import { Box } from '@site/ui/components/Box';
import { Inline } from '@site/ui/components/Inline';
import { Link } from '@site/ui/components/Link';
import { Stack } from '@site/ui/components/Stack';
import { EditLeadDialog } from '@site/ui/widgets/staff/EditLeadDialog';
import { LeadBulkBar } from '@site/ui/widgets/staff/LeadBulkBar';
import { LeadFilters } from '@site/ui/widgets/staff/LeadFilters';
import { LeadList } from '@site/ui/widgets/staff/LeadCard';
import { LeadTable, type LeadTableSort } from '@site/ui/widgets/staff/LeadTable';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { leadsAction, leadsLoader } from './leads.server';
import { roleAllows, roleMessages } from '@site/domain/staff/roles';
import { useDashboard } from './use-dashboard';
import { PanelHeading } from './panel-heading';
import { revalidateAfterStale, useStaffAction } from './use-staff-action';
import type { Route } from './+types/leads';

export const loader = leadsLoader;
export const action = leadsAction;
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

/** A whole view as query parameters: the filters, then the sort and page when they are not the defaults. */
function viewParams(filter: AdminLeadFilter, sort: LeadTableSort, page = 1): URLSearchParams {
  const params = filterParams(filter);
  if (sort.column !== 'received' || sort.direction !== 'descending') {
    params.set('sort', sort.column);
    params.set('dir', sort.direction);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Downloads a same-origin file (the session cookie goes along) without leaving the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

const csvHref = (params: URLSearchParams) => `/admin/leads.csv${params.size ? `?${params.toString()}` : ''}`;
const leadHref = (lead: AdminLead) => `/admin/leads/${encodeURIComponent(lead.id)}`;

/**
 * Lead Management (docs/product.md §12.2, §12.3): the leads the address's filters, sort and page select. On a
 * desk a dense table whose rows are selected for bulk changes and export; on a phone the spec's lead cards
 * (a CSS media query picks one, so the server renders both the same way, docs/decisions/036). Filters, sort
 * and page live in the address, so a view can be bookmarked and the back button undoes one.
 */
export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { query, page, today, staff } = loaderData;
  const { staff: me } = useDashboard();
  const exportRefusal = roleAllows(me.role, 'owner') ? undefined : roleMessages.exportCsv;
  const { sort: column, dir: direction, page: pageNumber, after: _after, before: _before, ...filter } = query;
  const sort: LeadTableSort = { column, direction };
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const [draft, setDraft] = useState<AdminLeadFilter>(filter);
  const [editing, setEditing] = useState<AdminLead | null>(null);
  // The selection belongs to the view it was made in: another page, sort or filter starts with none, since a
  // bulk change sends each lead's version as the table showed it (docs/decisions/036).
  const [selection, setSelection] = useState<{ view: string; ids: Set<string> }>({ view: '', ids: new Set() });
  const { send } = useStaffAction<typeof action>();
  const shown = filterParams(filter).toString();
  const selectedIds = selection.view === location.search ? selection.ids : new Set<string>();
  const selected = page.items.filter((lead) => selectedIds.has(lead.id));
  const isPending = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  useEffect(() => {
    const wanted = filterParams(draft);
    if (wanted.toString() === shown) return;
    const timer = setTimeout(
      () => setSearchParams(viewParams(draft, { column, direction }), { replace: true, preventScrollReset: true }),
      searchPauseMs,
    );
    return () => clearTimeout(timer);
  }, [draft, shown, setSearchParams, column, direction]);

  // Next and Previous carry where this page's last or first row stands, so the server reads their page from
  // that place in the order, however deep (docs/decisions/069); the page number stays in the address.
  const pageHref = (number: number, cursor: { after?: string } | { before?: string }) => {
    const params = viewParams(filter, sort, number);
    for (const [key, position] of Object.entries(cursor)) if (position && number > 1) params.set(key, position);
    return `/admin${params.size ? `?${params.toString()}` : ''}`;
  };
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  const emptyText = shown ? 'No leads match these filters.' : 'No leads yet.';
  const bulk = (change: { status: LeadStatus } | { ownerId: string | null }) =>
    send({ intent: 'bulk', leads: selected.map(({ id, updatedAt }) => ({ id, updatedAt })), ...change });

  return (
    <Stack gap="5">
      <PanelHeading>Leads</PanelHeading>
      <LeadFilters
        value={draft}
        onChange={setDraft}
        staff={staff}
        onExport={() => download(csvHref(viewParams(filter, sort)))}
        exportRefusal={exportRefusal}
        resultCount={page.total}
      />
      <Box display={{ phone: 'none', desktop: 'flex' }} flexDirection="column" gap="3">
        <LeadBulkBar
          count={selected.length}
          staff={staff}
          onChangeStatus={async (status) => {
            await bulk({ status });
          }}
          onChangeOwner={async (ownerId) => {
            await bulk({ ownerId });
          }}
          onExport={() => {
            // Only the selection, in the table's order; its filters are left out, so a selected lead that has
            // since left the view is still exported.
            const params = viewParams({}, sort);
            params.set('ids', selected.map((lead) => lead.id).join(','));
            download(csvHref(params));
          }}
          exportRefusal={exportRefusal}
          onClear={() => setSelection({ view: location.search, ids: new Set() })}
        />
        <LeadTable
          leads={page.items}
          sort={sort}
          onSortChange={(next) => setSearchParams(viewParams(filter, next), { preventScrollReset: true })}
          selectedIds={selectedIds}
          onSelectionChange={(ids) => setSelection({ view: location.search, ids })}
          detailHref={leadHref}
          onEdit={setEditing}
          today={today}
          isPending={isPending}
          emptyText={emptyText}
        />
      </Box>
      <Box display={{ phone: 'block', desktop: 'none' }}>
        <LeadList leads={page.items} detailHref={leadHref} onEdit={setEditing} emptyText={emptyText} />
      </Box>
      <nav aria-label="Pages">
        <Inline gap="4">
          {pageNumber > 1 ? (
            <Link href={pageHref(pageNumber - 1, { before: page.previous })}>Previous page</Link>
          ) : null}
          <span>
            Page {Math.min(pageNumber, lastPage)} of {lastPage}
          </span>
          {pageNumber < lastPage ? <Link href={pageHref(pageNumber + 1, { after: page.next })}>Next page</Link> : null}
        </Inline>
      </nav>
      <EditLeadDialog
        lead={editing}
        onClose={() => setEditing(null)}
        onSave={async (lead, update) => {
          // Someone else saved first: the dialog shows their version and the toast says why (docs/decisions/023).
          await send({ intent: 'edit', id: lead.id, ...update, updatedAt: lead.updatedAt }, { onStale: setEditing });
        }}
      />
    </Stack>
  );
}
