import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { Tooltip } from '../../ui/src/components/Tooltip';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Grade A: loaded in under 1 second', children: <Button variant="outline">Performance</Button> },
  decorators: [framed({ padding: '72px 24px' })],
});

export const ShownOnKeyboardFocus = meta.story({
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Grade A: loaded in under 1 second');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const HoverDelayThenSkip = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Tooltip content="Views on this device">
        <Button variant="outline">Views</Button>
      </Tooltip>
      <Tooltip content="Clicks on this device">
        <Button variant="outline">Clicks</Button>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Let an earlier story's tooltip cool down, and be a mouse user: React Aria shows tooltips on hover
    // only while the pointer is the input in use.
    await pause(600);
    await userEvent.click(canvasElement);
    let started = performance.now();
    await userEvent.hover(canvas.getByRole('button', { name: 'Views' }));
    await within(document.body).findByRole('tooltip', { name: 'Views on this device' }, { timeout: 2000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(650);

    started = performance.now();
    await userEvent.hover(canvas.getByRole('button', { name: 'Clicks' }));
    await within(document.body).findByRole('tooltip', { name: 'Clicks on this device' }, { timeout: 2000 });
    await expect(performance.now() - started).toBeLessThan(400);
  },
});
