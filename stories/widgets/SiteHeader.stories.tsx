import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerLinks } from '../../app/content/navigation';
import { SiteHeader } from '../../ui/src/widgets/site/SiteHeader';
import { onScrollPage } from '../scroll-page';
import { onPhone, onWideDesktop } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/SiteHeader',
  component: SiteHeader,
  args: {
    brandName: 'Pacific Span Builders',
    // The site's own links, as the public layout passes them.
    ...headerLinks,
    currentPath: '/gallery',
  },
  ...onScrollPage({ sections: 6, minHeight: 1600, belowHeader: true }),
});

export const WideDesktop = meta.story({
  globals: onWideDesktop,
  play: async ({ canvas }) => {
    // 1536 px: eleven links in one row, the rest and the live app in the menu.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'App Login' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#intake-form');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Live App (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(menu).getByRole('link', { name: 'Shopping Center' })).toBeVisible();
  },
});

export const LaptopShowsTheFirstLinks = meta.story({
  play: async ({ canvas }) => {
    // 1280 px: the bar holds the first nine links; the menu button offers every link.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Partners' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Future Projects' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'AI Recommendations' })).toBeNull();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const brand = canvas.getByRole('link', { name: 'Pacific Span Builders, home' });
    await expect(brand.getBoundingClientRect().height).toBeLessThan(48);
  },
});

export const SkipLink = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
});

export const PhoneClosed = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
});

export const PhoneMenuOpen = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    // The drawer's code loads on the first open: its links are awaited, as a visitor waits for them.
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Cost-Plus' })).toBeVisible());
    // The page behind does not scroll while the menu is open.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // Focus stays in the menu.
    for (let step = 0; step < 14; step += 1) await userEvent.tab();
    await expect(menu).toContainElement(document.activeElement as HTMLElement);
  },
});

export const PhoneMenuEscape = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back a frame after the overlay has gone (React Aria restores it in an animation frame).
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
});
