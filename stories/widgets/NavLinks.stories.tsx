import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { headerLinks } from '../../app/content/navigation';
import { NavLinks } from '../../ui/src/widgets/site/SiteHeader/NavLinks';
import * as styles from '../../ui/src/widgets/site/SiteHeader/SiteHeader.css';

const { items, external } = headerLinks;

const meta = preview.meta({
  title: 'Widgets/NavLinks',
  component: NavLinks,
  args: { items, external, currentPath: '/gallery', linkClass: styles.drawerLink },
  render: (args) => (
    <nav aria-label="Main">
      <ul className={args.inBar ? styles.navList : styles.drawerList}>
        <NavLinks {...args} />
      </ul>
    </nav>
  ),
});

export const InTheMenu = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // Every link of the site, the current page marked, and the live app last, in a new tab.
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length + 1);
    await expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'Live App (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
});

export const InTheBar = meta.story({
  args: { inBar: true, linkClass: styles.navLink },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // At 1280 px the bar holds nine links; the rest and the live app wait for the menu.
    await expect(within(nav).getByRole('link', { name: 'Future Projects' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: /Live App/ })).toBeNull();
  },
});
