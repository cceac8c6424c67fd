import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadTable, type LeadTableProps, type LeadTableSort } from '../../ui/src/widgets/staff/LeadTable';
import { oneLead, pageOfLeads, storyToday } from '../lead-table-fixtures';
import { useHeld } from '../held';
import { onPhone } from '../viewports';

/** Holds the sort and the selection like the page does, so presses show up in the table. */
function Controlled(props: LeadTableProps) {
  const [sort, onSortChange] = useHeld<LeadTableSort>(props.sort, props.onSortChange);
  const [selected, onSelectionChange] = useHeld<Set<string>>(new Set(props.selectedIds), props.onSelectionChange);
  return (
    <LeadTable
      {...props}
      sort={sort}
      onSortChange={onSortChange}
      selectedIds={selected}
      onSelectionChange={onSelectionChange}
    />
  );
}

const meta = preview.meta({
  title: 'Widgets/LeadTable',
  component: LeadTable,
  args: {
    leads: pageOfLeads,
    sort: { column: 'received', direction: 'descending' } as const,
    onSortChange: fn(),
    selectedIds: new Set<string>(),
    onSelectionChange: fn(),
    detailHref: (lead) => `/admin/leads/${lead.id}`,
    onEdit: fn(),
    today: storyToday,
  },
  render: (args) => <Controlled {...args} />,
});

const grid = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: 'Leads' });
const bodyRows = (canvas: HTMLElement) => within(grid(canvas)).getAllByRole('row').slice(1);
const header = (canvas: HTMLElement, name: string) =>
  within(grid(canvas)).getByRole('columnheader', { name: new RegExp(`^${name}`) });

export const Empty = meta.story({
  args: { leads: [], emptyText: 'No leads match these filters.' },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveTextContent('No leads match these filters.');
    await expect(
      within(grid(canvasElement))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Received', 'Name', 'Source', 'Status', 'Region', 'Estimate', 'Owner', 'Follow-up', 'Actions']);
  },
});

export const OneLead = meta.story({
  args: { leads: oneLead },
  play: async ({ args, canvasElement }) => {
    const [row] = bodyRows(canvasElement);
    await expect(row).toHaveTextContent(
      'Nov 20, 2026, 9:30 AMKeoni KahaleIntakeQualifiedHawaii$485,000Ana ReyesNov 23, 2026Due todayEditEmail',
    );
    await expect(within(row!).getByRole('rowheader')).toHaveTextContent('Keoni Kahale');
    await expect(within(row!).getByRole('link', { name: 'Keoni Kahale' })).toHaveAttribute(
      'href',
      '/admin/leads/lead-1',
    );
    await expect(within(row!).getByRole('checkbox')).toHaveAccessibleName(/Keoni Kahale/);
    await expect(within(row!).getByRole('link', { name: 'Email Keoni Kahale' })).toHaveAttribute(
      'href',
      '/admin/leads/lead-1#reply',
    );
    await userEvent.click(within(row!).getByRole('button', { name: 'Edit Keoni Kahale' }));
    await expect(args.onEdit).toHaveBeenCalledWith(oneLead[0]);
  },
});

/** Kept while the bot check could not be reached (docs/decisions/089): marked beside the name. */
export const UnverifiedLead = meta.story({
  args: { leads: oneLead.map((lead) => ({ ...lead, unverified: true })) },
  play: async ({ canvasElement }) => {
    const [row] = bodyRows(canvasElement);
    await expect(within(row!).getByRole('rowheader')).toHaveTextContent('Keoni KahaleUnverified');
  },
});

export const ManyLeads = meta.story({
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(50);
    await expect(header(canvasElement, 'Received')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvasElement, 'Name')).toHaveAttribute('aria-sort', 'none');
    // The urgent emergency leads the page, with its follow-up overdue.
    await expect(rows[0]).toHaveTextContent('Dana Ortiz');
    await expect(rows[0]).toHaveTextContent('Urgent');
    await expect(rows[0]).toHaveTextContent('Nov 20, 2026Overdue');
    // Empty values read as such, and a closed lead's day is not flagged.
    await expect(rows[4]).toHaveTextContent('Unknown—');
    await expect(rows[3]).toHaveTextContent('Unassigned');
    await expect(rows[11]).toHaveTextContent('WonHawaii');
    await expect(rows[11]).toHaveTextContent('Nov 19, 2026');
    await expect(rows[11]).not.toHaveTextContent('Overdue');
  },
});

export const SortedByEstimate = meta.story({
  args: { sort: { column: 'estimate', direction: 'ascending' } },
  play: async ({ args, canvasElement }) => {
    await expect(header(canvasElement, 'Estimate')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header(canvasElement, 'Estimate'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'estimate', direction: 'descending' });
    await expect(header(canvasElement, 'Estimate')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header(canvasElement, 'Owner'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'owner', direction: 'ascending' });
  },
});

export const Loading = meta.story({
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading leads...');
    // The rows of the view before stay in place until the new page arrives.
    await expect(grid(canvasElement).parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(50);
  },
});

export const LoadError = meta.story({
  args: { error: '500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not load the leads: 500: Internal Server Error',
    );
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
});

export const KeyboardSelectAndSort = meta.story({
  args: { leads: pageOfLeads.slice(0, 5) },
  play: async ({ args, canvasElement }) => {
    // Tab lands on the first row; Space selects it, the arrow moves on, Space selects the next.
    await userEvent.tab();
    await expect(bodyRows(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['lead-2', 'row-1']));
    await expect(bodyRows(canvasElement)[1]).toHaveAttribute('aria-selected', 'true');
    // Right arrow walks into the row's cells; up from the name cell reaches its column header; Enter sorts.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(header(canvasElement, 'Name')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(header(canvasElement, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  },
});

export const SelectWholePage = meta.story({
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement)).getByRole('checkbox', { name: 'Select all leads on this page' }));
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledTimes(1));
    const [ids] = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls[0] as [Set<string>];
    await expect(ids.size).toBe(50);
    await userEvent.click(within(bodyRows(canvasElement)[2]!).getByRole('checkbox'));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.objectContaining({ size: 49 }));
    await expect(
      within(grid(canvasElement)).getByRole('checkbox', { name: 'Select all leads on this page' }),
    ).toBePartiallyChecked();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { leads: pageOfLeads.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toBeVisible();
    // Staff see cards on a phone; should the table show on a narrow screen, it scrolls inside its frame.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
