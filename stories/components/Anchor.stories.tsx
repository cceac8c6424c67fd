import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Anchor } from '../../ui/src/components/Link';
import { routed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Anchor',
  component: Anchor,
  args: { href: '/staff', children: 'Meet the team' },
});

const navigate = fn();

export const ClickRoutesThroughTheAppRouter = meta.story({
  decorators: [routed(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Meet the team' });
    // The browser's own link: no React Aria state marks on it.
    await expect(link).not.toHaveAttribute('data-hovered');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/staff');
  },
});

export const EnterRoutesThroughTheAppRouter = meta.story({
  decorators: [routed(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Meet the team' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/staff');
  },
});

export const NewTabIsTheBrowsers = meta.story({
  args: { href: 'https://app.pacificspan.example', target: '_blank', rel: 'noopener noreferrer' },
  decorators: [routed(navigate)],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meet the team' });
    await expect(link).toHaveAttribute('href', 'https://app.pacificspan.example');
    await expect(link).toHaveAttribute('target', '_blank');
  },
});
