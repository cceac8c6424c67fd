import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { securityEventKinds, type AdminSecurityEvent } from '@site/domain/staff/security-log';
import { SecurityLog, type SecurityLogFilter, type SecurityLogProps } from '../../ui/src/widgets/staff/SecurityLog';
import { framed } from '../decorators';
import { useHeld } from '../held';
import { listItems } from '../lists';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';
import { ana, kai } from '../pipeline-fixtures';
import { onPhone } from '../viewports';

const entries: AdminSecurityEvent[] = [
  {
    id: 4,
    at: '2026-11-23T17:40:00.000Z',
    kind: 'leads-exported',
    member: ana,
    subject: null,
    client: '3f9a0c12be47',
    detail: { view: 'all matching', filters: 'status' },
  },
  {
    id: 3,
    at: '2026-11-23T16:02:00.000Z',
    kind: 'sign-in',
    member: ana,
    subject: null,
    client: '3f9a0c12be47',
    detail: { method: 'authenticator' },
  },
  {
    id: 2,
    at: '2026-11-23T16:01:00.000Z',
    kind: 'sign-in-failed',
    member: null,
    subject: null,
    client: '77d01e5a9c3b',
    detail: { step: 'password', reason: 'unknown-account' },
  },
  {
    id: 1,
    at: '2026-11-23T09:30:00.000Z',
    kind: 'lead-erased',
    member: kai,
    subject: 'lead-8f2c',
    client: '3f9a0c12be47',
    detail: null,
  },
];

const allTime: SecurityLogFilter = { period: 'all' };
const failedThisWeek: SecurityLogFilter = { period: 'week', kind: 'sign-in-failed' };
const kaiToday: SecurityLogFilter = { period: 'day', member: 'staff-kai' };

/** Holds the filter like the page's address does, so a choice shows in its select. */
function Controlled(props: SecurityLogProps) {
  const [filter, onFilterChange] = useHeld<SecurityLogFilter>(props.filter, props.onFilterChange);
  return <SecurityLog {...props} filter={filter} onFilterChange={onFilterChange} />;
}

const meta = preview.meta({
  title: 'Widgets/SecurityLog',
  component: SecurityLog,
  args: {
    page: { items: entries },
    filter: allTime,
    onFilterChange: fn(),
    members: [ana, kai],
  },
  render: (args) => <Controlled {...args} />,
  decorators: [framed({ maxWidth: 900 })],
});

const body = () => within(document.body);

export const Loaded = meta.story({
  args: { olderHref: '/admin/security?after=older' },
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Security log entries', 4);
    await expect(items[0]).toHaveAccessibleName('Leads exported (CSV)');
    await expect(items[0]).toHaveTextContent('Nov 23, 2026, 9:40 AM');
    await expect(items[0]).toHaveTextContent('Ana Reyes · client 3f9a0c12be47 · view: all matching · filters: status');
    await expect(items[2]).toHaveAccessibleName('Sign-in failed');
    await expect(items[2]).toHaveTextContent('Unknown account · client 77d01e5a9c3b · step: password');
    await expect(items[3]).toHaveTextContent('Kai Lono · about lead-8f2c');
    await expect(canvas.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      '/admin/security?after=older',
    );
    await expect(canvas.queryByRole('link', { name: 'Newest entries' })).toBeNull();
  },
});

export const FilterChosen = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /All members/ }));
    await userEvent.click(body().getByRole('option', { name: 'Kai Lono' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ period: 'all', member: 'staff-kai' });
    await userEvent.click(canvas.getByRole('button', { name: /All kinds/ }));
    // Every kind the log records, and All kinds.
    await expect(body().getAllByRole('option')).toHaveLength(securityEventKinds.length + 1);
    await userEvent.click(body().getByRole('option', { name: 'Sign-in failed' }));
    await userEvent.click(canvas.getByRole('button', { name: /All \(400 days\)/ }));
    await userEvent.click(body().getByRole('option', { name: 'Last 7 days' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      period: 'week',
      member: 'staff-kai',
      kind: 'sign-in-failed',
    });
    // "All" takes a filter off again.
    await userEvent.click(canvas.getByRole('button', { name: /^Kai Lono/ }));
    await userEvent.click(body().getByRole('option', { name: 'All members' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ period: 'week', kind: 'sign-in-failed' });
  },
});

export const Filtered = meta.story({
  args: {
    page: { items: entries.filter((entry) => entry.kind === 'sign-in-failed') },
    filter: failedThisWeek,
    newestHref: '/admin/security?kind=sign-in-failed&period=week',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign-in failed/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Last 7 days/ })).toBeVisible();
    await listItems(canvas, 'Security log entries', 1);
    await expect(canvas.getByRole('link', { name: 'Newest entries' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Older entries' })).toBeNull();
  },
});

export const Empty = meta.story(emptyStory({ page: { items: [] } }, 'No entries yet.'));

export const FilteredEmpty = meta.story(
  emptyStory({ page: { items: [] }, filter: kaiToday }, 'No entries match these filters.'),
);

export const Loading = meta.story(loadingStory('security log', { page: undefined }));

export const LoadFailed = meta.story(loadFailedStory('security log', { page: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await listItems(canvas, 'Security log entries', 4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
