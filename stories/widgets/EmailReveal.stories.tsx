import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmailReveal } from '../../ui/src/widgets/site/EmailReveal';
import { watchClipboard } from '../clipboard';

const meta = preview.meta({
  title: 'Widgets/EmailReveal',
  component: EmailReveal,
  args: { email: 'hello@pacificspan.example' },
});

export const Hidden = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Show email address' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('hello@pacificspan.example');
  },
});

export const RevealAndCopy = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show email address' }));
    await expect(canvas.getByRole('link', { name: 'hello@pacificspan.example' })).toHaveAttribute(
      'href',
      'mailto:hello@pacificspan.example',
    );
    const clipboard = watchClipboard();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy email address' }));
    await waitFor(() => expect(within(document.body).getByText('Email Copied!')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Email address copied' })).toBeVisible();
    await expect(clipboard).toHaveBeenLastCalledWith('hello@pacificspan.example');
    // The check mark goes back to the copy icon after 2 s.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy email address' })).toBeVisible(), {
      timeout: 3000,
    });
  },
});
