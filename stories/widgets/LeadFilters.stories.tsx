import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminLeadFilter } from '@site/domain/staff/lead-table';
import { roleMessages } from '@site/domain/staff/roles';
import { LeadFilters, type LeadFiltersProps } from '../../ui/src/widgets/staff/LeadFilters';
import { ana, kai } from '../pipeline-fixtures';
import { useHeld } from '../held';
import { onPhone } from '../viewports';

/** Holds the filter like a page does, so typing and choosing show up in the fields. */
function Controlled(props: Omit<LeadFiltersProps, 'value'> & { initial?: AdminLeadFilter }) {
  const [value, onChange] = useHeld<AdminLeadFilter>(props.initial ?? {}, props.onChange);
  return <LeadFilters {...props} value={value} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Widgets/LeadFilters',
  component: LeadFilters,
  args: { value: {}, onChange: fn(), onExport: fn(), resultCount: 12, staff: [ana, kai] },
  render: (args) => <Controlled {...args} />,
});

/** The options of the open select, in order: its listbox is a popover outside the story's canvas. */
const openOptions = () =>
  within(document.body)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /All statuses/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All sources/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All regions/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /All owners/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Any follow-up/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('12 leads');
  },
});

export const RegionOwnerAndFollowUpChosen = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /All regions/ }));
    await expect(openOptions()).toEqual(['All regions', 'California', 'Oregon', 'Hawaii', 'Unknown']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Oregon' }));
    await userEvent.click(canvas.getByRole('button', { name: /All owners/ }));
    await expect(openOptions()).toEqual(['All owners', 'Me', 'Nobody', 'Ana Reyes', 'Kai Lono']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Me' }));
    await userEvent.click(canvas.getByRole('button', { name: /Any follow-up/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Overdue' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ region: 'Oregon', owner: 'me', due: 'overdue' });
    // "All" takes a filter off again.
    await userEvent.click(canvas.getByRole('button', { name: /^Me/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'All owners' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ region: 'Oregon', due: 'overdue' });
  },
});

export const SearchTyped = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search leads' }), 'kahale');
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'kahale' });
  },
});

export const StatusAndSourceChosen = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /All statuses/ }));
    const statuses = within(document.body).getByRole('listbox');
    await expect(
      within(statuses)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'New', 'Contacted', 'Qualified', 'Proposal', 'Won', 'Lost']);
    await userEvent.click(within(statuses).getByRole('option', { name: 'Won' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'won' });
    await userEvent.click(canvas.getByRole('button', { name: /All sources/ }));
    const sources = within(document.body).getByRole('listbox');
    await expect(within(sources).getAllByRole('option')).toHaveLength(10);
    await userEvent.click(within(sources).getByRole('option', { name: 'Emergency' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'won', source: 'emergency' });
    await expect(canvas.getByRole('button', { name: /Emergency/ })).toBeVisible();
  },
});

export const Export = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
});

export const Exporting = meta.story({
  args: { isExporting: true, resultCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 lead');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  render: (args) => (
    <Controlled
      {...args}
      initial={{
        q: 'a very long search for a company name',
        status: 'proposal',
        source: 'recommendation',
        owner: kai.id,
        due: 'today',
      }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Recommendation/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

/** A staff member's view: the export is for owners, and the disabled button says so. */
export const ExportForOwnersOnly = meta.story({
  args: { exportRefusal: roleMessages.exportCsv },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(roleMessages.exportCsv);
    await expect(canvas.getByText(roleMessages.exportCsv)).toBeVisible();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
});
