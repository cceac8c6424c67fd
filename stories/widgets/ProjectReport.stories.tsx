import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import {
  ProjectReport,
  type DailyReport,
  type DailySummaryReport,
  type ProjectSummary,
  type WeeklyReport,
} from '../../ui/src/widgets/site/ProjectReport';
import { Stack } from '../../ui/src/components/Stack';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const project: ProjectSummary = {
  id: 'harbor-point',
  name: 'Harbor Point Retail',
  location: 'Pleasant Hill, CA',
  status: 'Completed',
  startDate: 'March 3, 2025',
  endDate: 'August 29, 2025',
  reportDate: 'May 16, 2025',
  type: 'Retail Renovation',
  client: 'Harbor Point Properties',
};

const weekly: WeeklyReport = {
  kind: 'weekly',
  weather: { temperature: '68°F', condition: 'partly cloudy', humidity: '55%' },
  client: 'Harbor Point Properties',
  generalContractor: 'Pacific Span Builders',
  superintendent: 'Dana Whitcomb',
  licenses: ['California contractor licence 1000001', 'Oregon contractor licence 200002'],
  subcontractors: [
    { company: 'Bayside Glass', trade: 'Glazing', status: 'Active', work: 'Storefronts', notes: 'On site all week' },
    { company: 'Delta Electric', trade: 'Electrical', status: 'Return', work: 'Trim-out', notes: 'Back Monday' },
    { company: 'Summit Roofing', trade: 'Roofing', status: 'Offsite', work: 'Parapet caps', notes: 'Done' },
  ],
  summary: 'Storefront glazing for bays 4 through 9 is in; the food court ceiling grid is hung.',
  photos: placeholderMedia(['Storefront', 'Food court'], 'Commercial').map((photo, index) => ({
    ...photo,
    id: `photo-${index}`,
  })),
};

const daily: DailyReport = {
  kind: 'daily',
  weather: { temperature: '72°F', condition: 'Light rain', pressure: '30.02 inHg', humidity: '81%' },
  workPerformed: ['Hung drywall in exam rooms 101-104', 'Taped the corridor ceiling'],
  subcontractorProgress: 'Electrical trim-out reached 60%.',
  accidents: 'None',
  extraWork: 'Blocking for two monitor arms (change order 7).',
  materials: ['112 sheets of gypsum board delivered', 'Door hardware received complete'],
  qualityControl: 'Wall flatness checked before taping.',
  safety: 'Toolbox talk on ladder use.',
  delays: 'Morning rain held up the exterior patch by two hours.',
  notes: 'The owner approved the ceiling layout.',
  labour: [
    { name: 'Kaleo Makoa', role: 'Foreman', workHrs: 8, travelHrs: 1 },
    { name: 'Marisol Aguon', role: 'Laborer', workHrs: 7.5, travelHrs: 0.5 },
  ],
  subcontractorHours: [{ name: 'Hamakua Drywall', trade: 'Drywall finishing', workHrs: 16, travelHrs: 2 }],
};

const summary: DailySummaryReport = {
  kind: 'daily-summary',
  weather: [
    { period: 'Morning', temp: '54°F', condition: 'Overcast', wind: '5 mph W', humidity: '78%' },
    { period: 'Afternoon', temp: '67°F', condition: 'Partly sunny', wind: '10 mph NW', humidity: '58%' },
  ],
  workPerformed: ['Set second-floor wall panels on buildings C and D'],
  contractor: 'Pacific Span Builders',
  totalHours: 86,
  totalHoursToDate: 4_212,
  projectHours: 6_400,
  notes: ['Panels for building E arrive Monday at 7:00 AM.'],
  preparedBy: 'Dana Whitcomb',
};

const meta = preview.meta({
  title: 'Widgets/ProjectReport',
  component: ProjectReport,
  args: { project, report: weekly },
  // The page stacks the report's parts in its card with this gap.
  decorators: [
    (Story) => (
      <Stack gap="6">
        <Story />
      </Stack>
    ),
  ],
});

export const Weekly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dana Whitcomb')).toBeVisible();
    await expect(canvas.getByText('68°F, partly cloudy, 55% humidity')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Licenses' })).toBeVisible();
    const subcontractors = canvas.getByRole('table', { name: 'Subcontractors' });
    await expect(within(subcontractors).getAllByRole('row')).toHaveLength(4);
    await expect(within(subcontractors).getByText('Return')).toBeVisible();
    await expect(canvas.getByText('Food court')).toBeVisible();
  },
});

export const Daily = meta.story({
  args: { report: daily },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Project Overview' })).toBeVisible();
    await expect(canvas.getByText('30.02 inHg')).toBeVisible();
    await expect(canvas.getByText('Taped the corridor ceiling')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Materials & Logistics' })).toBeVisible();
    const labour = canvas.getByRole('table', { name: 'Labour Force' });
    await expect(within(labour).getByText('15.5')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Subcontractor Hours' })).toBeVisible();
    await expect(canvas.getByText('The owner approved the ceiling layout.')).toBeVisible();
  },
});

export const DailySummary = meta.story({
  args: { report: summary },
  play: async ({ canvas }) => {
    const weather = canvas.getByRole('table', { name: 'Weather' });
    await expect(within(weather).getByText('Afternoon')).toBeVisible();
    await expect(canvas.getByText('4,212')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Project Notes' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Licenses' })).toBeNull();
  },
});

export const WeeklyOnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Storefront')).toBeVisible();
    await expect(canvas.getByText('Summary', { selector: 'h3' })).toBeVisible();
  },
});
