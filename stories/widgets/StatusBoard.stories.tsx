import preview from '../../.storybook/preview';
import { staleEditMessages } from '@site/domain/staff/lead-edits';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusBoard, type StatusBoardProps } from '../../ui/src/widgets/staff/StatusBoard';
import { urgentLead } from '../staff-fixtures';
import { emptyBoard, manyLeadsBoard, oneLeadBoard, storyToday } from '../pipeline-fixtures';
import { onPhone } from '../viewports';
import { loadFailedStory, loadingStory, serverError } from '../load-states';

const onMove = (implementation: StatusBoardProps['onMove']) => fn<StatusBoardProps['onMove']>(implementation);

const meta = preview.meta({
  title: 'Widgets/StatusBoard',
  component: StatusBoard,
  args: {
    columns: manyLeadsBoard,
    today: storyToday,
    onMove: onMove(async () => {}),
    detailHref: (lead) => `/admin/leads/${lead.id}`,
    moreHref: (status) => `/admin?status=${status}`,
  },
});

const column = (canvas: HTMLElement, name: string) => within(canvas).getByRole('region', { name });
const cardsOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('grid', { name: `${name} leads` });

export const Empty = meta.story({
  args: { columns: emptyBoard },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Proposal',
      'Won',
      'Lost',
    ]);
    await expect(column(canvasElement, 'Won')).toHaveTextContent('0 leads$0 estimated');
    await expect(within(canvasElement).getAllByText('No leads')).toHaveLength(6);
  },
});

export const OneLead = meta.story({
  args: { columns: oneLeadBoard },
  play: async ({ canvasElement }) => {
    const card = within(cardsOf(canvasElement, 'New')).getByRole('row', { name: urgentLead.name });
    await expect(within(card).getByRole('link', { name: urgentLead.name })).toHaveAttribute(
      'href',
      `/admin/leads/${urgentLead.id}`,
    );
    await expect(card).toHaveTextContent('No estimate · Unassigned');
    await expect(card).toHaveTextContent('Urgent');
    await expect(column(canvasElement, 'New')).toHaveTextContent('1 lead$0 estimated');
  },
});

export const ManyLeads = meta.story({
  play: async ({ canvasElement }) => {
    const fresh = column(canvasElement, 'New');
    // The column counts all 42 leads but holds five cards; the rest are one link away.
    await expect(fresh).toHaveTextContent('42 leads$1,960,000 estimated');
    await expect(within(cardsOf(canvasElement, 'New')).getAllByRole('row')).toHaveLength(5);
    await expect(within(fresh).getByRole('link', { name: '37 more in New' })).toHaveAttribute(
      'href',
      '/admin?status=new',
    );
    await expect(within(column(canvasElement, 'Won')).queryByRole('link', { name: /more in/ })).toBeNull();
    const overdue = within(cardsOf(canvasElement, 'New')).getAllByRole('row')[0]!;
    await expect(overdue).toHaveTextContent('Follow up Nov 20, 2026Overdue');
    await expect(within(cardsOf(canvasElement, 'New')).getAllByRole('row')[2]).toHaveTextContent('Due today');
  },
});

export const Loading = meta.story(loadingStory('board', { isLoading: true }));

export const LoadError = meta.story(loadFailedStory('board', { error: serverError }));

export const KeyboardMove = meta.story({
  args: { columns: oneLeadBoard },
  play: async ({ args, canvasElement }) => {
    const card = within(cardsOf(canvasElement, 'New')).getByRole('row', { name: urgentLead.name });
    within(card)
      .getByRole('button', { name: `Move ${urgentLead.name}` })
      .focus();
    // Enter picks the card up over the next column (its own does not take it), Enter drops it there.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(urgentLead, 'contacted'));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    const toast = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(toast).toHaveTextContent(`${urgentLead.name} moved to Contacted`));
  },
});

export const RefusedMoveGoesBack = meta.story({
  args: { columns: oneLeadBoard, onMove: onMove(() => Promise.reject(new Error(staleEditMessages.lead))) },
  play: async ({ args, canvasElement }) => {
    within(cardsOf(canvasElement, 'New'))
      .getByRole('button', { name: `Move ${urgentLead.name}` })
      .focus();
    // Tab goes on from the next column to the one after, once the pick-up has reached that column.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(column(canvasElement, 'Contacted').contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(urgentLead, 'qualified'));
    const toast = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(toast).toHaveTextContent(staleEditMessages.lead));
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await waitFor(() =>
      expect(within(cardsOf(canvasElement, 'New')).getByRole('row', { name: urgentLead.name })).toBeVisible(),
    );
    await expect(column(canvasElement, 'Qualified')).toHaveTextContent('0 leads');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'New')).toBeVisible();
    // The board scrolls sideways inside itself; the page does not.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
