import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProjectCard, ProjectList } from '../../ui/src/widgets/staff/ProjectCard';
import { overBudgetProject, plannedProject, sampleProject } from '../staff-fixtures';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/ProjectCard',
  component: ProjectCard,
  subcomponents: { ProjectList },
  args: { project: sampleProject, onViewDetails: fn() },
  decorators: [framed({ maxWidth: 900 })],
});

export const WithinBudget = meta.story({
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Concord Retail Center' });
    for (const text of [
      'Status: In Progress',
      'Diablo Valley Properties',
      'Concord, California',
      'Shopping Center Renovation',
      '$2,400,000',
    ]) {
      await expect(card).toHaveTextContent(text);
    }
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '65');
    await expect(canvas.getByText('65%')).toBeVisible();
    const cost = canvas.getByText('$1,580,000');
    await expect(cost).toHaveAttribute('data-over-budget', 'false');
    await expect(getComputedStyle(cost).color).toBe('rgb(29, 107, 58)');
    await userEvent.click(canvas.getByRole('button', { name: 'View Details of Concord Retail Center' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(sampleProject);
  },
});

export const OverBudget = meta.story({
  args: { project: overBudgetProject },
  play: async ({ canvas }) => {
    const cost = canvas.getByText('$1,310,000');
    await expect(cost).toHaveAttribute('data-over-budget', 'true');
    await expect(cost).toHaveTextContent('(over budget)');
    await expect(getComputedStyle(cost).color).toBe('rgb(180, 35, 24)');
  },
});

export const NoActualCostYet = meta.story({
  args: { project: plannedProject },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Actual cost')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
  },
});

export const LongText = meta.story({
  args: {
    project: {
      ...overBudgetProject,
      name: 'Kona Coast Residences Phase II: Forty-Two Oceanfront Townhomes with Shared Amenities',
      client: 'Kona Coast Living Development Company and Partners International',
      progress: 100,
      status: 'completed',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

const listArgs = { onViewDetails: fn(), onAdd: fn() };

export const ListPopulated = meta.story({
  render: () => <ProjectList {...listArgs} projects={[sampleProject, overBudgetProject, plannedProject]} />,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Projects' })).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(listArgs.onAdd).toHaveBeenCalled();
  },
});

export const ListLoading = meta.story({
  render: () => <ProjectList {...listArgs} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects...');
  },
});

export const ListEmpty = meta.story({
  render: () => <ProjectList {...listArgs} projects={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No projects yet.')).toBeVisible();
  },
});

export const ListLoadFailed = meta.story({
  render: () => <ProjectList {...listArgs} error="503: Service Unavailable" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the projects: 503: Service Unavailable');
  },
});

export const ListOnPhone = meta.story({
  globals: onPhone,
  render: () => <ProjectList {...listArgs} projects={[sampleProject, overBudgetProject]} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
