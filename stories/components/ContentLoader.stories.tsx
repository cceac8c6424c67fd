import { lazy, useState } from 'react';
import preview from '../../.storybook/preview';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { ContentLoader } from '../../ui/src/components/ContentLoader';
import { Stack } from '../../ui/src/components/Stack';
import { Text } from '../../ui/src/components/Text';

const fast = { effectiveType: '4g', downlink: 10 };
const slow = { effectiveType: '2g', downlink: 0.2 };

const meta = preview.meta({
  title: 'Components/ContentLoader',
  component: ContentLoader,
  args: {
    load: fn(() => Promise.resolve()),
    placeholder: <Text tone="muted">Loading the calculator…</Text>,
    children: <Text weight="bold">The calculator is here.</Text>,
    network: fast,
  },
});

/** A block already on screen loads at once (after its short delay), its code fetched on a fast connection. */
export const InView = meta.story({
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('The calculator is here.')).toBeVisible());
    await expect(canvas.queryByText('Loading the calculator…')).toBeNull();
    await expect(args.load).toHaveBeenCalled();
  },
});

/** Far down a scrolling area: the placeholder stays until the block comes near, then the block loads. */
export const BelowTheFold = meta.story({
  render: (args) => (
    <div
      data-testid="scroller"
      role="region"
      aria-label="Page so far"
      // A scrolling region must be reachable by keyboard to be scrolled without a pointer (axe's
      // scrollable-region-focusable); a named region is the documented way to offer that.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ height: 160, overflow: 'auto', border: '1px solid #c8d1dc' }}
    >
      <div style={{ height: 1200 }}>
        <Text>Scroll down for the calculator.</Text>
      </div>
      <ContentLoader {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    // Longer than any delay the plan can choose: nothing loads while the block is far away.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByText('Loading the calculator…')).toBeInTheDocument();
    await expect(canvas.queryByText('The calculator is here.')).toBeNull();
    await expect(args.load).not.toHaveBeenCalled();
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByText('The calculator is here.')).toBeVisible());
    await expect(args.load).toHaveBeenCalled();
  },
});

/** On 2g (or with data-saver) nothing is fetched ahead; the block still loads once it is near. */
export const SlowConnection = meta.story({
  args: { network: slow, priority: 'low' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('The calculator is here.')).toBeVisible());
    await expect(args.load).not.toHaveBeenCalled();
  },
});

// A block whose code never arrives, as on a phone that lost its connection.
const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

/** The block's code cannot load: the block says so and offers a reload; the rest of the page stays. */
export const CodeCannotLoad = meta.story({
  args: { load: fn(() => Promise.reject(new Error('offline'))), children: <Unreachable /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This part of the page could not load. Check your connection, then reload the page.',
    );
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(canvas.queryByText('Loading the calculator…')).toBeNull();
  },
});

/** After the first paint: nothing on the server, the block once the page is interactive (a story renders in the browser, so at once). */
export const AfterFirstPaint = meta.story({
  args: { when: 'after-first-paint', failed: null },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('The calculator is here.')).toBeVisible());
    await expect(args.load).not.toHaveBeenCalled();
  },
});

/** On interaction: the placeholder until the visitor asks, then the block, which stays. */
export const OnInteraction = meta.story({
  args: { when: 'interaction', requested: false },
  render: function Render(args) {
    const [requested, setRequested] = useState(args.requested);
    return (
      <Stack gap="3">
        <div>
          <Button onClick={() => setRequested(true)}>Open the calculator</Button>
        </div>
        <ContentLoader {...args} requested={requested} />
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Loading the calculator…')).toBeVisible();
    await expect(canvas.queryByText('The calculator is here.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the calculator' }));
    await waitFor(() => expect(canvas.getByText('The calculator is here.')).toBeVisible());
  },
});
