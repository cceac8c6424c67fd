import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import SiteMenuDrawer from '../../ui/src/widgets/site/SiteHeader/SiteMenuDrawer';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/SiteMenuDrawer',
  component: SiteMenuDrawer,
  parameters: { layout: 'fullscreen' },
  globals: onPhone,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    items: [
      { label: 'Home', href: '/#home' },
      { label: 'Gallery', href: '/gallery' },
      { label: 'Team', href: '/staff' },
    ],
    external: { label: 'Live App', href: 'https://app.pacificspan.example' },
    getStarted: { label: 'Get Started', href: '/#intake-form' },
    currentPath: '/gallery',
  },
});

export const OpenOnAPhone = meta.story({
  play: async ({ args }) => {
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#intake-form');
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});
