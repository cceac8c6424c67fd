import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from '../../ui/src/components/ProcessSteps';
import { onPhone } from '../viewports';

const withDurations = [
  { title: 'Design & Engineering', duration: '2-3 weeks', text: 'Plans are engineered into panels.' },
  { title: 'Panel Manufacturing', duration: '4-6 weeks', text: 'The factory builds every panel under cover.' },
  { title: 'Site Preparation', duration: '2-4 weeks', text: 'The foundation is poured while panels are made.' },
];

const meta = {
  title: 'Components/ProcessSteps',
  component: ProcessSteps,
  args: { steps: withDurations, gap: '5' },
} satisfies Meta<typeof ProcessSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDurations: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(steps[1]!).getByText('Step 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Panel Manufacturing' })).toBeVisible();
    await expect(canvas.getByText('4-6 weeks')).toBeVisible();
  },
};

export const FourColumnsNoDurations: Story = {
  args: {
    desktopColumns: 4,
    gap: undefined,
    steps: [
      { title: 'Project Planning', text: 'Scope, budget range and schedule agreed.' },
      { title: 'Mobilization', text: 'Crews and long-lead materials are booked at once.' },
      { title: 'Construction', text: 'Weekly open-book reports show costs against budget.' },
      { title: 'Project Completion', text: 'Final accounting, punch list and warranty hand-over.' },
    ],
  },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    const tops = new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.queryByText(/weeks/)).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
