import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatWidget, type ChatWidgetProps } from '../../ui/src/widgets/site/ChatWidget';
import { onPhone } from '../viewports';

const reply = (implementation: ChatWidgetProps['onSend']) => fn<ChatWidgetProps['onSend']>(implementation);

const meta = preview.meta({
  title: 'Widgets/ChatWidget',
  component: ChatWidget,
  parameters: { layout: 'fullscreen' },
  args: {
    onSend: reply(async (message) =>
      message.includes('Hawaii')
        ? 'Yes: our Hawaii division (licence BC 18423) builds on Oahu, Maui, the Big Island and Kauai.'
        : 'Happy to help. The instant calculator on our home page gives a first estimate.',
    ),
  },
});

// The conversation's code loads when the chat opens: the first look waits for it.
const input = (canvas: { findByRole: (role: 'textbox', options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('textbox', { name: 'Your message' });

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  },
});

export const OpenWithGreeting = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us' }));
    await expect(await canvas.findByRole('log', { name: 'Conversation' })).toHaveTextContent(
      /Aloha! I'm the Pacific Span assistant/,
    );
    await expect(await input(canvas)).toHaveAttribute('placeholder', 'Ask about our construction services...');
    await expect(await input(canvas)).toHaveFocus();
  },
});

export const EnterSendsTrimmedWithHistory = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(await input(canvas), '   Do you build in Hawaii?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Do you build in Hawaii?', [
      { role: 'assistant', content: expect.stringContaining('Aloha!') },
    ]);
    await expect(await canvas.findByText(/licence BC 18423/)).toBeVisible();
    await expect(await input(canvas)).toHaveValue('');

    // The next message carries the whole conversation before it, not itself.
    await userEvent.type(await input(canvas), 'How long does that take?{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    const history = args.onSend.mock.calls[1]?.[1];
    await expect(history?.map((turn) => turn.role)).toEqual(['assistant', 'user', 'assistant']);
  },
});

export const AnswersLinkToPages = meta.story({
  args: {
    defaultOpen: true,
    onSend: reply(
      async () =>
        'Describe it in the free-estimate form (/intake) or try the calculator: /#calculator. <img src=x onerror=alert(1)> stays text.',
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await input(canvas), 'How do I start?{Enter}');
    const intake = await canvas.findByRole('link', { name: '/intake' });
    await expect(intake).toHaveAttribute('href', '/intake');
    await expect(canvas.getByRole('link', { name: '/#calculator' })).toHaveAttribute('href', '/#calculator');
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(log).toHaveTextContent('<img src=x onerror=alert(1)> stays text.');
    await expect(log.querySelector('img')).toBeNull();
  },
});

export const ShiftEnterAddsALine = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(await input(canvas), 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(await input(canvas)).toHaveValue('Line one\nLine two');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

export const BlankIsNotSent = meta.story({
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(await input(canvas), '    {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
});

export const PendingLocksTheComposer = meta.story({
  args: { defaultOpen: true, onSend: reply(() => new Promise<string>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.type(await input(canvas), 'What are your office hours?{Enter}');
    await expect(await canvas.findByText(/The assistant is typing/)).toBeVisible();
    await expect(await input(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

export const FailureShowsFallback = meta.story({
  args: { defaultOpen: true, onSend: reply(() => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async ({ canvas }) => {
    await userEvent.type(await input(canvas), 'Can you build a seawall?{Enter}');
    await expect(
      await canvas.findByText(
        "I'm sorry, I'm having trouble responding right now. Please try again or contact us directly for assistance.",
      ),
    ).toBeVisible();
    await expect(await input(canvas)).toBeEnabled();
  },
});

export const EscapeClosesAndReturnsFocus = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await input(canvas)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveFocus());
  },
});

export const LongConversationOnPhone = meta.story({
  globals: onPhone,
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    for (const question of ['Do you build in Hawaii?', 'What about permits?', 'And timelines?']) {
      await userEvent.type(await input(canvas), `${question}{Enter}`);
      await waitFor(async () => expect(await input(canvas)).toBeEnabled());
    }
    const log = canvas.getByRole('log');
    // Scrolled to the newest message.
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
  },
});
