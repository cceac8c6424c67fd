import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminLead } from '@site/domain/staff/lead-table';
import type { ContactEvent, ContactView } from '@site/domain/leads/contacts';
import { ContactTimeline } from '../../ui/src/widgets/staff/ContactTimeline';
import { sampleLead } from '../staff-fixtures';
import { onPhone } from '../viewports';
import { loadFailedStory, loadingStory } from '../load-states';

const calculatorLead: AdminLead = {
  ...sampleLead,
  id: 'lead-7',
  email: 'Keoni@Kahale.example',
  source: 'calculator',
  status: 'new',
  projectType: 'Accessory dwelling unit',
  estimatedValue: 120000,
  createdAt: '2026-09-02T18:00:00.000Z',
  updatedAt: '2026-09-02T18:00:00.000Z',
};
const bidLead: AdminLead = {
  ...sampleLead,
  id: 'lead-9',
  email: 'office@kahale-ohana.example',
  phone: '808.555.0100',
  source: 'bid',
  status: 'contacted',
  projectType: 'Commercial',
  createdAt: '2026-10-14T20:15:00.000Z',
  updatedAt: '2026-10-15T16:00:00.000Z',
};

/** A change a staff member (Ana) made to one submission: the values before and after. */
const byAna = (
  event: Pick<ContactEvent, 'id' | 'leadId' | 'at'>,
  kind: ContactEvent['kind'],
  before: ContactEvent['before'],
  after: ContactEvent['after'],
): ContactEvent => ({ ...event, actor: 'ana.reyes@pacificspan.example', kind, before, after });

/** The visitor sending `lead`: the first event of every submission. */
const received = (id: number, lead: AdminLead): ContactEvent => ({
  id,
  leadId: lead.id,
  at: lead.createdAt,
  actor: 'visitor',
  kind: 'created',
  before: null,
  after: null,
});

/** Ana moving a submission from one status to the next. */
const statusByAna = (event: Pick<ContactEvent, 'id' | 'leadId' | 'at'>, from: string, to: string) =>
  byAna(event, 'updated', { status: from }, { status: to });

const alone: ContactView = {
  leads: [sampleLead],
  timeline: [
    received(1, sampleLead),
    statusByAna({ id: 2, leadId: sampleLead.id, at: '2026-11-21T09:00:00.000Z' }, 'new', 'qualified'),
  ],
  // The conversation is its own widget on the contact's page (LeadConversation's stories).
  messages: [],
  suggestions: [],
};

const withSuggestions: ContactView = {
  ...alone,
  suggestions: [
    { lead: calculatorLead, reasons: ['email', 'phone'] },
    { lead: bidLead, reasons: ['phone'] },
  ],
};

const merged: ContactView = {
  contactId: 'contact-1',
  leads: [calculatorLead, bidLead, sampleLead],
  timeline: [
    received(3, calculatorLead),
    received(4, bidLead),
    statusByAna({ id: 5, leadId: bidLead.id, at: '2026-10-15T16:00:00.000Z' }, 'new', 'contacted'),
    received(1, sampleLead),
    byAna(
      { id: 6, leadId: sampleLead.id, at: '2026-11-21T09:05:00.000Z' },
      'merged',
      { contactId: null },
      { contactId: 'contact-1' },
    ),
  ],
  messages: [],
  suggestions: [],
};

const meta = preview.meta({
  title: 'Widgets/ContactTimeline',
  component: ContactTimeline,
  args: { view: merged, onMerge: fn(), onUnmerge: fn() },
});

export const ManySubmissions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Submissions (3)' })).toBeVisible();
    const timeline = canvas.getByRole('list', { name: 'Contact timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent('Submission received · Calculator, Sep 2, 2026 · by visitor');
    await expect(entries[2]).toHaveTextContent('Status: New → Contacted');
    await expect(entries[4]).toHaveTextContent('Merged into this contact · Intake, Nov 20, 2026');
    await expect(canvas.getAllByRole('button', { name: 'Un-merge' })).toHaveLength(3);
    await expect(canvas.getByText('No other submission shares this e-mail address or phone number.')).toBeVisible();
  },
});

export const AloneNoMatches = meta.story({
  args: { view: alone },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Submissions (1)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Un-merge' })).toBeNull();
    await expect(canvas.getByText('No other submission shares this e-mail address or phone number.')).toBeVisible();
  },
});

export const MergeConfirmedByKeyboard = meta.story({
  args: { view: withSuggestions },
  play: async ({ args, canvas }) => {
    const bid = canvas.getByRole('listitem', { name: 'Bid request, Oct 14, 2026' });
    await expect(bid).toHaveTextContent('Same phone');
    await expect(canvas.getByRole('listitem', { name: 'Calculator, Sep 2, 2026' })).toHaveTextContent(
      'Same e-mail, Same phone',
    );
    within(bid).getByRole('button', { name: 'Merge' }).focus();
    await userEvent.keyboard('{Enter}');
    // Nothing happens before staff confirm.
    await expect(args.onMerge).not.toHaveBeenCalled();
    const question = within(bid).getByRole('group', { name: 'Merge this submission into the contact?' });
    within(question).getByRole('button', { name: 'Merge' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMerge).toHaveBeenCalledWith(bidLead);
  },
});

export const UnmergeCancelled = meta.story({
  play: async ({ args, canvas }) => {
    const bid = canvas.getByRole('listitem', { name: 'Bid request, Oct 14, 2026' });
    await userEvent.click(within(bid).getByRole('button', { name: 'Un-merge' }));
    await userEvent.click(within(bid).getByRole('button', { name: 'Cancel' }));
    await expect(args.onUnmerge).not.toHaveBeenCalled();
    await userEvent.click(within(bid).getByRole('button', { name: 'Un-merge' }));
    await userEvent.click(
      within(within(bid).getByRole('group', { name: /Take this submission out/ })).getByRole('button', {
        name: 'Un-merge',
      }),
    );
    await expect(args.onUnmerge).toHaveBeenCalledWith(bidLead);
  },
});

export const Saving = meta.story({
  args: { pendingId: bidLead.id },
  play: async ({ canvas }) => {
    const bid = canvas.getByRole('listitem', { name: 'Bid request, Oct 14, 2026' });
    await expect(within(bid).getByRole('button', { name: /Saving/ })).toBeVisible();
  },
});

export const Loading = meta.story(loadingStory('contact', { view: undefined }));

export const LoadFailed = meta.story(loadFailedStory('contact', { view: undefined, error: '404 Not Found' }));

export const OnPhone = meta.story({
  globals: onPhone,
  args: { view: withSuggestions },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
