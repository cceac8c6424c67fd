import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PerformanceBadge } from '../../ui/src/widgets/site/PerformanceBadge';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/PerformanceBadge',
  component: PerformanceBadge,
  args: { figures: { loadTime: 820 } },
  decorators: [framed({ paddingTop: 260 })],
});

export const GradeA = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /0\.82 s grade A/ })).toBeVisible();
  },
});

export const EveryGrade = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <PerformanceBadge figures={{ loadTime: 999 }} />
      <PerformanceBadge figures={{ loadTime: 1000 }} />
      <PerformanceBadge figures={{ loadTime: 2500 }} />
      <PerformanceBadge figures={{ loadTime: 3000 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [seconds, grade] of [
      ['1.00', 'A'],
      ['1.00', 'B'],
      ['2.50', 'C'],
      ['3.00', 'D'],
    ]) {
      await expect(
        canvas.getAllByRole('button', { name: new RegExp(`${seconds} s grade ${grade}`) }).length,
      ).toBeGreaterThan(0);
    }
  },
});

export const Measuring = meta.story({
  args: { figures: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Measuring…' })).toBeVisible();
  },
});

export const PanelWithEveryFigure = meta.story({
  args: {
    figures: {
      loadTime: 1640,
      firstContentfulPaint: 620,
      largestContentfulPaint: 1380,
      cumulativeLayoutShift: 0.012,
      totalBlockingTime: 84,
      memoryUsage: 18_350_080,
    },
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /grade B/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The keyboard opens it too; the screenshot shows its focus ring.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Page performance' });
    await expect(panel).toHaveTextContent('First contentful paint0.62 s');
    await expect(panel).toHaveTextContent('Layout shift0.012');
    await expect(panel).toHaveTextContent('Blocking time84 ms');
    await expect(panel).toHaveTextContent('Memory in use17.5 MB');
  },
});

export const PanelWhereTheBrowserMeasuresLess = meta.story({
  args: { figures: { loadTime: 3400, firstContentfulPaint: 900 }, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not measured')).toHaveLength(4);
  },
});
