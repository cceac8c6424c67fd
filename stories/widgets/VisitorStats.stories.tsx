import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useVisitorStats, VisitorStats } from '../../ui/src/widgets/site/VisitorStats';

const meta = preview.meta({
  title: 'Widgets/VisitorStats',
  component: VisitorStats,
  args: { stats: { views: 328_777, clicks: 0, interactions: 0 } },
});

export const FirstVisit = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('328777 views, 0 clicks, 0 interactions')).toHaveTextContent('328.8K00');
  },
});

export const Millions = meta.story({
  args: { stats: { views: 1_250_000, clicks: 48_200, interactions: 999 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/1250000 views/)).toHaveTextContent('1.3M48.2K999');
  },
});

function LiveStats() {
  return <VisitorStats stats={useVisitorStats()} />;
}

/** The real hook against this browser's local storage: a load adds a view, a click a click, a key an interaction. */
export const CountsOnThisDevice = meta.story({
  render: () => <LiveStats />,
  beforeEach: () => {
    localStorage.setItem('site.visitor-stats', JSON.stringify({ views: 400_000, clicks: 5, interactions: 2 }));
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvas.getByLabelText(/views/)).toHaveAccessibleName(/^400001 views, 5 clicks, 2 interactions$/),
    );
    await userEvent.click(canvasElement);
    await userEvent.keyboard('a');
    await expect(canvas.getByLabelText(/views/)).toHaveAccessibleName('400001 views, 6 clicks, 3 interactions');
    await expect(JSON.parse(localStorage.getItem('site.visitor-stats') ?? '{}')).toEqual({
      views: 400_001,
      clicks: 6,
      interactions: 3,
    });
  },
});
