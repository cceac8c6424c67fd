import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminConversationSummary } from '@site/domain/staff/conversations';
import { ConversationList } from '../../ui/src/widgets/staff/ConversationList';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';

const conversations: AdminConversationSummary[] = [
  {
    id: 'c1',
    createdAt: '2026-11-21T18:00:00.000Z',
    updatedAt: '2026-11-21T18:04:00.000Z',
    messageCount: 4,
    firstQuestion: 'Do you build in Maui?',
  },
  {
    id: 'c2',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:30.000Z',
    messageCount: 1,
    firstQuestion: 'What are your office hours?',
  },
];

const meta = preview.meta({
  title: 'Widgets/ConversationList',
  component: ConversationList,
  args: { conversations, selectedId: 'c1', onSelect: fn() },
  decorators: [framed({ maxWidth: 420 })],
});

export const Populated = meta.story({
  play: async ({ args, canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[0]).toHaveTextContent('4 messages');
    await expect(items[1]).toHaveTextContent('1 message');
    await userEvent.click(items[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[1]);
  },
});

export const LongQuestion = meta.story({
  args: {
    conversations: [
      {
        ...conversations[0]!,
        firstQuestion:
          'Can you tell me everything about building a four-storey mixed-use building with retail below and apartments above in downtown Portland, including permits?',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/mixed-use building/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const Loading = meta.story(loadingStory('conversations', { conversations: undefined }));

export const Empty = meta.story(emptyStory({ conversations: [] }, 'No conversations yet.'));

export const LoadFailed = meta.story(
  loadFailedStory('conversations', { conversations: undefined, error: serverError }),
);

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
});
