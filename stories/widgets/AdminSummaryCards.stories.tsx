import preview from '../../.storybook/preview';
import { expect, type within } from 'storybook/test';
import { AdminSummaryCards } from '../../ui/src/widgets/staff/AdminSummaryCards';
import { sampleAnalytics } from '../staff-fixtures';
import { onPhone } from '../viewports';
import { loadFailedStory, serverError } from '../load-states';

const meta = preview.meta({
  title: 'Widgets/AdminSummaryCards',
  component: AdminSummaryCards,
  args: { summary: sampleAnalytics.summary },
});

const valueOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label).closest('div')?.querySelector('dd');

export const Populated = meta.story({
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Total Leads')).toHaveTextContent('48');
    await expect(valueOf(canvas, 'Active Projects')).toHaveTextContent('3');
    await expect(valueOf(canvas, 'Pipeline Value')).toHaveTextContent('$7,425,000');
    await expect(valueOf(canvas, 'Conversion Rate')).toHaveTextContent('17%');
  },
});

export const Loading = meta.story({
  args: { summary: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(valueOf(canvas, 'Pipeline Value')).toHaveTextContent('—');
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
});

export const NoLeads = meta.story({
  args: { summary: { totalLeads: 0, activeProjects: 0, pipelineValue: 0, conversionRate: 0 } },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Pipeline Value')).toHaveTextContent('$0');
    await expect(valueOf(canvas, 'Conversion Rate')).toHaveTextContent('0%');
  },
});

export const LargeFigures = meta.story({
  args: { summary: { totalLeads: 12_345, activeProjects: 87, pipelineValue: 1_234_567_890, conversionRate: 100 } },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Total Leads')).toHaveTextContent('12,345');
    await expect(valueOf(canvas, 'Pipeline Value')).toHaveTextContent('$1,234,567,890');
  },
});

export const LoadFailed = meta.story(loadFailedStory('summary', { summary: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Pipeline Value')).toBeVisible();
  },
});
