import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { NavTabs } from '../../ui/src/components/Tabs';
import { onPhone } from '../viewports';
import { routed } from '../decorators';

const navigate = fn();

const items = [
  { id: 'leads', label: 'Lead Management', href: '/admin' },
  { id: 'projects', label: 'Project Tracking', href: '/admin/projects' },
  { id: 'reports', label: 'Analytics & Reports', href: '/admin/reports' },
];

const meta = preview.meta({
  title: 'Components/NavTabs',
  component: NavTabs,
  args: { label: 'Administration', items, selectedKey: 'leads', children: <p>Eighteen leads, newest first.</p> },
  decorators: [routed(navigate)],
});

export const ShowsTheSelectedPage = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Eighteen leads');
  },
});

export const ClickFollowsTheLink = meta.story({
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('tab', { name: 'Project Tracking' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/projects', undefined);
    // The address decides the tab: until the router shows the new page, the old one stays selected.
    await expect(canvas.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const KeyboardFollowsTheLink = meta.story({
  args: { selectedKey: 'projects', children: <p>Four projects in progress.</p> },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Project Tracking' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Analytics & Reports' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/admin/reports', undefined);
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});
