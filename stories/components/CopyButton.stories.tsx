import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from '../../ui/src/components/CopyButton';
import { watchClipboard } from '../clipboard';

const meta = preview.meta({
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    text: '4820193756',
    label: 'Copy code',
    copiedLabel: 'Code copied',
    variant: 'outline' as const,
    size: 'sm' as const,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toHaveTextContent('Copy');
  },
});

export const Copied = meta.story({
  args: { onCopied: fn() },
  play: async ({ args, canvas }) => {
    const clipboard = watchClipboard();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(clipboard).toHaveBeenLastCalledWith('4820193756');
    await expect(await canvas.findByRole('button', { name: 'Code copied' })).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
});

export const CopiedForAWhile = meta.story({
  args: { copiedFor: 500, children: 'Copy codes', label: 'Copy codes', copiedLabel: 'Codes copied' },
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Codes copied' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy codes' })).toHaveTextContent('Copy codes'));
  },
});
