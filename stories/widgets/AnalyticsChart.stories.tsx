import preview from '../../.storybook/preview';
import { expect, waitFor, within } from 'storybook/test';
import { AnalyticsChart } from '../../ui/src/widgets/staff/AnalyticsChart';
import { sampleAnalytics } from '../staff-fixtures';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/AnalyticsChart',
  component: AnalyticsChart,
  args: { perWeek: sampleAnalytics.perWeek },
});

const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-testid="leads-per-week-chart"][data-fonts-ready] canvas')).not.toBeNull(),
  );

export const TwelveWeeks = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: /Leads per week, last 12 weeks \(62 in all\)/ })).toBeVisible();
    await chartDrawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Leads per week (week starting)' });
    // 12 weeks, the header and the total row.
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Aug 31');
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('62');
  },
});

export const NoLeads = meta.story({
  args: { perWeek: sampleAnalytics.perWeek.map((week) => ({ ...week, count: 0 })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: /\(0 in all\)/ })).toBeVisible();
    await chartDrawn(canvasElement);
  },
});

export const BusyWeeks = meta.story({
  args: { perWeek: sampleAnalytics.perWeek.map((week, index) => ({ ...week, count: 120 + index * 37 })) },
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('figure', { name: /\(3,882 in all\)/ })).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const canvas = canvasElement.querySelector('canvas');
    await expect(canvas?.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
