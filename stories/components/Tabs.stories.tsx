import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from '../../ui/src/components/Tabs';
import { TextField } from '../../ui/src/components/TextField';
import { onPhone } from '../viewports';

const items = [
  {
    id: 'partner',
    label: 'Partnership Applications',
    content: <p>Developers, lenders, suppliers and manufacturers.</p>,
  },
  { id: 'emergency', label: '24-Hour Emergency', content: <p>Response within 24 hours across three states.</p> },
  { id: 'bid', label: 'Request Bid', content: <p>We respond to bid requests within 3 business days.</p> },
];

const meta = preview.meta({
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Partner forms', items, onSelectionChange: fn() },
});

export const FirstSelected = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Partnership Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Developers');
  },
});

export const ArrowKeys = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '24-Hour Emergency' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Response within 24 hours');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('emergency');
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  args: { defaultSelectedKey: 'bid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Request Bid' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});

export const KeepMountedKeepsWhatWasTyped = meta.story({
  args: {
    keepMounted: true,
    items: [
      { id: 'partner', label: 'Partnership Applications', content: <TextField label="Company name" /> },
      { id: 'emergency', label: '24-Hour Emergency', content: <p>Response within 24 hours across three states.</p> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'Kaimana Developers');
    await userEvent.click(canvas.getByRole('tab', { name: '24-Hour Emergency' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Response within 24 hours');
    await expect(canvas.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Partnership Applications' }));
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Kaimana Developers');
  },
});
