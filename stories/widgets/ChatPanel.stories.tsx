import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatPanel, type ChatMessage } from '../../ui/src/widgets/site/ChatWidget/ChatPanel';
import { onPhone } from '../viewports';

const conversation: ChatMessage[] = [
  { id: 0, role: 'assistant', content: "Aloha! I'm the Pacific Span assistant.", timestamp: 0 },
  { id: 1, role: 'user', content: 'Do you build in Hawaii?', timestamp: 0 },
  {
    id: 2,
    role: 'assistant',
    content: 'Yes. Describe your project in the free-estimate form (/intake).',
    timestamp: 0,
  },
];

const meta = preview.meta({
  title: 'Widgets/ChatPanel',
  component: ChatPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    messages: conversation,
    draft: '',
    onDraftChange: fn(),
    isSending: false,
    onSend: fn(),
    onClose: fn(),
  },
});

/** The open conversation: the message box has the focus, and Enter sends while Escape closes. */
export const Conversation = meta.story({
  args: { draft: 'And on Maui?' },
  play: async ({ args, canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent('Do you build in Hawaii?');
    await expect(canvas.getByRole('link', { name: '/intake' })).toHaveAttribute('href', '/intake');
    const input = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
});

/** While an answer is on its way the log says so and the composer waits. */
export const WaitingForTheAnswer = meta.story({
  globals: onPhone,
  args: { isSending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The assistant is typing/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
});
