import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { StepList } from '../../ui/src/components/StepList';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/StepList',
  component: StepList,
  args: {
    columns: { phone: 1, tablet: 2, desktop: 4 } as const,
    steps: [
      {
        title: 'Project Planning',
        text: 'Scope, budget range and schedule agreed; the management fee is set up front.',
      },
      { title: 'Mobilization', text: 'Crews and long-lead materials are booked at once, with no bidding round.' },
      { title: 'Construction', text: 'Weekly open-book reports show costs against budget as the work goes.' },
      { title: 'Project Completion', text: 'Final accounting, punch list and warranty hand-over.' },
    ],
  },
});

export const NumberedInOrder = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('Step 1Project Planning');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Project Completion' })).toBeVisible();
  },
});

export const WithDurations = meta.story({
  args: {
    columns: { phone: 1, tablet: 2, desktop: 3 } as const,
    steps: [
      { title: 'Design', text: 'The plans are engineered into wall and roof panels.', duration: '1-2 weeks' },
      { title: 'Factory', text: 'Panels are built indoors, out of the weather.', duration: '2-3 weeks' },
      { title: 'Set', text: 'A crane sets the panels and the shell is closed in.', duration: '2-5 days' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2-3 weeks')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('Step 3Set2-5 days');
  },
});

export const Phone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
});
