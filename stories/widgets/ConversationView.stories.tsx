import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import type { AdminConversation } from '@site/domain/staff/conversations';
import { ConversationView } from '../../ui/src/widgets/staff/ConversationView';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { loadFailedStory, loadingStory } from '../load-states';

const conversation: AdminConversation = {
  id: 'c1',
  createdAt: '2026-11-21T18:00:00.000Z',
  updatedAt: '2026-11-21T18:04:00.000Z',
  messageCount: 3,
  firstQuestion: 'Do you build in Maui?',
  messages: [
    { role: 'user', content: 'Do you build in Maui?', answeredBy: null, at: '2026-11-21T18:00:00.000Z' },
    {
      role: 'assistant',
      content: 'Yes: our Hawaii division builds on Oahu, Maui, the Big Island and Kauai.',
      answeredBy: 'built-in',
      at: '2026-11-21T18:00:02.000Z',
    },
    {
      role: 'assistant',
      content: 'Would you like to start a project with our intake form?',
      answeredBy: 'model',
      at: '2026-11-21T18:04:00.000Z',
    },
  ],
};

const meta = preview.meta({
  title: 'Widgets/ConversationView',
  component: ConversationView,
  args: { conversation },
  decorators: [framed({ maxWidth: 720 })],
});

export const Messages = meta.story({
  play: async ({ canvas }) => {
    const messages = await listItems(canvas, 'Messages', 3);
    await expect(messages[0]).toHaveTextContent('Visitor');
    await expect(messages[1]).toHaveTextContent('Assistant (built-in)');
    await expect(messages[2]).toHaveTextContent('Assistant (model)');
  },
});

export const LongMessage = meta.story({
  args: {
    conversation: {
      ...conversation,
      messages: [
        {
          role: 'user',
          content: 'We have a lot in Hilo.\nIt slopes.\n'.repeat(8),
          answeredBy: null,
          at: '2026-11-21T18:00:00.000Z',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const Loading = meta.story(loadingStory('conversation', { conversation: undefined }));

export const LoadFailed = meta.story(
  loadFailedStory('conversation', { conversation: undefined, error: '404: Not Found' }),
);

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Hawaii division/)).toBeVisible();
  },
});
