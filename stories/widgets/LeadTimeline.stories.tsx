import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { LeadTimeline } from '../../ui/src/widgets/staff/LeadTimeline';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { emptyStory } from '../load-states';

const meta = preview.meta({
  title: 'Widgets/LeadTimeline',
  component: LeadTimeline,
  args: {
    events: [
      { at: '2026-11-20T17:30:00.000Z', actor: 'visitor', kind: 'created', before: null, after: { status: 'new' } },
      {
        at: '2026-11-21T16:05:00.000Z',
        actor: 'maria.lopez@pacificspan.example',
        kind: 'updated',
        before: { status: 'new', estimatedValue: null, notes: null },
        after: { status: 'contacted', estimatedValue: 485000, notes: 'Called, wants a site visit.' },
      },
    ],
  },
  decorators: [framed({ maxWidth: 720 })],
});

/** The timeline's own entries, not the items of the change list inside an entry. */
const timelineEntries = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');

export const WhoWhenFromTo = meta.story({
  play: async ({ canvas }) => {
    const [created, updated] = timelineEntries(canvas);
    await expect(created).toHaveTextContent('Lead received by visitor, Nov 20, 2026, 9:30 AM');
    await expect(updated).toHaveTextContent('Lead updated by maria.lopez@pacificspan.example, Nov 21, 2026, 8:05 AM');
    await expect(updated).toHaveTextContent('Status: New → Contacted');
    await expect(updated).toHaveTextContent('Estimated value: (empty) → $485,000');
    await expect(updated).toHaveTextContent('Notes: (empty) → Called, wants a site visit.');
  },
});

export const NotificationEntries = meta.story({
  args: {
    events: [
      { at: '2026-11-20T17:30:00.000Z', actor: 'visitor', kind: 'created', before: null, after: { status: 'new' } },
      {
        at: '2026-11-20T17:30:00.000Z',
        actor: 'system',
        kind: 'notification-queued',
        before: null,
        after: { notificationId: 'n-1', kind: 'staff-alert' },
      },
      {
        at: '2026-11-20T17:30:04.000Z',
        actor: 'system',
        kind: 'notification-sent',
        before: null,
        after: { notificationId: 'n-1', kind: 'staff-alert', to: 'staff@pacificspan.example', messageId: '<m@x>' },
      },
      {
        at: '2026-11-20T17:38:00.000Z',
        actor: 'system',
        kind: 'notification-failed',
        before: null,
        after: {
          notificationId: 'n-2',
          kind: 'visitor-confirmation',
          attempts: 5,
          reason: 'email from leads@unverified.example not allowed',
        },
      },
      {
        at: '2026-11-20T18:02:00.000Z',
        actor: 'maria.lopez@pacificspan.example',
        kind: 'notification-resend',
        before: null,
        after: { notificationId: 'n-2', kind: 'visitor-confirmation' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const entries = timelineEntries(canvas);
    await expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Lead received',
      'E-mail queued',
      'E-mail sent',
      'E-mail failed',
      'E-mail resend requested',
    ]);
    await expect(entries[2]).toHaveTextContent('Staff alert to staff@pacificspan.example');
    await expect(entries[3]).toHaveTextContent('Reason: email from leads@unverified.example not allowed');
    await expect(entries[3]).toHaveTextContent('Attempts: 5');
    await expect(entries[4]).toHaveTextContent('by maria.lopez@pacificspan.example');
  },
});

export const OwnersFollowUpsAndNotes = meta.story({
  args: {
    people: [
      { id: 'staff-ana', email: 'ana.reyes@pacificspan.example', name: 'Ana Reyes' },
      { id: 'staff-kai', email: 'kai.lono@pacificspan.example', name: 'Kai Lono' },
    ],
    events: [
      { at: '2026-11-20T17:30:00.000Z', actor: 'visitor', kind: 'created', before: null, after: { status: 'new' } },
      {
        at: '2026-11-21T16:05:00.000Z',
        actor: 'ana.reyes@pacificspan.example',
        kind: 'note',
        before: null,
        after: { text: 'Called, wants a site visit Friday.\nGate code 4411.' },
      },
      {
        at: '2026-11-21T16:07:00.000Z',
        actor: 'ana.reyes@pacificspan.example',
        kind: 'updated',
        before: { ownerId: null, followUpOn: null },
        after: { ownerId: 'staff-kai', followUpOn: '2026-11-27' },
      },
      {
        at: '2026-11-22T18:00:00.000Z',
        actor: 'kai.lono@pacificspan.example',
        kind: 'updated',
        before: { ownerId: 'staff-kai', followUpOn: '2026-11-27' },
        after: { ownerId: 'staff-gone', followUpOn: null },
      },
    ],
  },
  play: async ({ canvas }) => {
    const [, note, assigned, handedOn] = timelineEntries(canvas);
    await expect(note).toHaveTextContent('Note by Ana Reyes, Nov 21, 2026, 8:05 AM');
    await expect(note).toHaveTextContent('Called, wants a site visit Friday. Gate code 4411.');
    await expect(assigned).toHaveTextContent('Lead updated by Ana Reyes');
    await expect(assigned).toHaveTextContent('Owner: Nobody → Kai Lono');
    await expect(assigned).toHaveTextContent('Follow-up: (empty) → Nov 27, 2026');
    await expect(handedOn).toHaveTextContent('Owner: Kai Lono → A removed account');
    await expect(handedOn).toHaveTextContent('Follow-up: Nov 27, 2026 → (empty)');
  },
});

export const NoEvents = meta.story(emptyStory({ events: [] }, 'No changes yet.'));

export const LongNotes = meta.story({
  args: {
    events: [
      {
        at: '2026-11-22T01:00:00.000Z',
        actor: 'a.very.long.staff.address.for.testing.wrapping@pacificspan.example',
        kind: 'updated',
        before: { notes: 'Short note.' },
        after: {
          notes:
            'A much longer note that runs across several lines, because staff write down everything the client said on the phone, including the gate code and the dog’s name.',
        },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/gate code/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contacted')).toBeVisible();
  },
});
