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
    // Only the shown panel is in the page, so only its tab names the panel it controls.
    await expect(canvas.getByRole('tab', { name: 'Partnership Applications' })).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('tabpanel').id,
    );
    await expect(canvas.getByRole('tab', { name: 'Request Bid' })).not.toHaveAttribute('aria-controls');
  },
});

export const ClickSelects = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Request Bid' }));
    await expect(canvas.getByRole('tab', { name: 'Request Bid' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Request Bid' })).toHaveTextContent('3 business days');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('bid');
    // The selected tab pressed again changes nothing.
    await userEvent.click(canvas.getByRole('tab', { name: 'Request Bid' }));
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
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

export const ArrowKeysWrapHomeAndEnd = meta.story({
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const expectSelected = async (name: string) => {
      await expect(tab(name)).toHaveFocus();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name })).toBeVisible();
    };
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expectSelected('Request Bid');
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected('Partnership Applications');
    await userEvent.keyboard('{End}');
    await expectSelected('Request Bid');
    await userEvent.keyboard('{Home}');
    await expectSelected('Partnership Applications');
  },
});

export const OneTabStopThenThePanel = meta.story({
  args: { defaultSelectedKey: 'emergency' },
  play: async ({ canvas }) => {
    const selected = canvas.getByRole('tab', { name: '24-Hour Emergency' });
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab).toHaveAttribute('tabindex', tab === selected ? '0' : '-1');
    await userEvent.tab();
    await expect(selected).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '24-Hour Emergency' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(selected).toHaveFocus();
  },
});

export const HeldByThePage = meta.story({
  args: { selectedKey: 'emergency' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Request Bid' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('bid');
    // The page decides: until it selects the tab, the one it holds stays selected.
    await expect(canvas.getByRole('tab', { name: '24-Hour Emergency' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Response within 24 hours');
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
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'Kaimana Developers');
    await userEvent.click(canvas.getByRole('tab', { name: '24-Hour Emergency' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Response within 24 hours');
    await expect(canvas.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    // Both panels are in the page, the other one hidden, and each tab names its own.
    for (const tab of canvas.getAllByRole('tab')) {
      const panel = canvasElement.querySelector(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`);
      await expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    await expect(canvasElement.querySelector('input')?.closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    await userEvent.click(canvas.getByRole('tab', { name: 'Partnership Applications' }));
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Kaimana Developers');
  },
});
