import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { funnelOf, type FunnelReport, type FunnelRow } from '@site/domain/leads/funnel';
import { SourceFunnel } from '../../ui/src/widgets/staff/SourceFunnel';
import { onPhone } from '../viewports';
import { loadFailedStory } from '../load-states';

const hour = 60 * 60_000;
const period = { from: '2027-01-01', to: '2027-03-31', days: '90' as const };

/** The promise clock's figures have their own widget and stories (PromiseReport); none here. */
type PromiseFigures = 'promised' | 'kept' | 'keptRate' | 'answered' | 'medianFirstResponseMs';
const noPromises = { promised: 0, kept: 0, keptRate: null, answered: 0, medianFirstResponseMs: null };

const row = (source: FunnelRow['source'], figures: Omit<FunnelRow, 'source' | PromiseFigures>): FunnelRow => ({
  source,
  ...noPromises,
  ...figures,
});

const many: FunnelReport = {
  period,
  bySource: [
    row('calculator', {
      leads: 64,
      qualified: 22,
      won: 9,
      conversionRate: 14,
      wonValue: 1_240_000,
      contacted: 58,
      medianToFirstContactMs: 5.5 * hour,
    }),
    row('intake', {
      leads: 41,
      qualified: 19,
      won: 8,
      conversionRate: 20,
      wonValue: 2_310_000,
      contacted: 40,
      medianToFirstContactMs: 3 * hour,
    }),
    row('contact', {
      leads: 28,
      qualified: 7,
      won: 2,
      conversionRate: 7,
      wonValue: 96_000,
      contacted: 25,
      medianToFirstContactMs: 26 * hour,
    }),
    row('emergency', {
      leads: 12,
      qualified: 9,
      won: 7,
      conversionRate: 58,
      wonValue: 61_500,
      contacted: 12,
      medianToFirstContactMs: 0.3 * hour,
    }),
    row('bid', {
      leads: 9,
      qualified: 5,
      won: 1,
      conversionRate: 11,
      wonValue: 780_000,
      contacted: 9,
      medianToFirstContactMs: 50 * hour,
    }),
    row('chat', {
      leads: 4,
      qualified: 0,
      won: 0,
      conversionRate: 0,
      wonValue: 0,
      contacted: 1,
      medianToFirstContactMs: 4 * hour,
    }),
  ],
  total: row('all', {
    leads: 158,
    qualified: 62,
    won: 27,
    conversionRate: 17,
    wonValue: 4_487_500,
    contacted: 145,
    medianToFirstContactMs: 4.5 * hour,
  }),
};

const intakeOnly = {
  leads: 3,
  qualified: 1,
  won: 1,
  conversionRate: 33,
  wonValue: 185_000,
  contacted: 2,
  medianToFirstContactMs: 2 * hour,
};

/** One source, so the total is that source's own counts. */
const oneSource: FunnelReport = { period, bySource: [row('intake', intakeOnly)], total: row('all', intakeOnly) };

/** A period without leads: the report the domain makes of none. */
const empty = funnelOf({ from: '2026-12-01', to: '2026-12-24' }, []);

const meta = preview.meta({
  title: 'Widgets/SourceFunnel',
  component: SourceFunnel,
  args: { query: { days: '90' } as const, report: many, onPeriodChange: fn() },
});

export const ManySources = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Jan 1, 2027 – Mar 31, 2027: 158 leads, 27 won \(17%\) worth \$4,487,500/),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Funnel by source' });
    // Header, six sources, all sources.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('row', { name: /Calculator/ })).toHaveTextContent(
      'Calculator6422914%$1,240,0005.5 h',
    );
    await expect(within(table).getByRole('row', { name: /Emergency/ })).toHaveTextContent('18 min');
    await expect(within(table).getByRole('row', { name: /Bid request/ })).toHaveTextContent('2.1 days');
    await expect(within(table).getByRole('row', { name: /All sources/ })).toHaveTextContent(
      'All sources158622717%$4,487,5004.5 h',
    );
    // The bars repeat the table for sighted readers only.
    await expect(canvas.getByTestId('source-funnel-chart')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('figure', { name: 'Leads, qualified and won by source' })).toBeVisible();
  },
});

export const OneSource = meta.story({
  args: { report: oneSource },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Funnel by source' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('row', { name: /Intake/ })).toHaveTextContent('Intake31133%$185,0002 h');
  },
});

/** A quick period's report is stored by the cron each minute (docs/decisions/069), so it says how old it is. */
export const StoredQuickPeriod = meta.story({
  args: { report: { ...many, asOf: '2027-03-31T17:42:10.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Figures as of 5:42 PM UTC; they are updated every minute.')).toBeVisible();
  },
});

/** Chosen dates are computed as asked, so there is no age to state. */
export const ComputedAsAsked = meta.story({
  args: { query: { from: '2027-01-01', to: '2027-03-31' }, report: many },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Jan 1, 2027 – Mar 31, 2027: 158 leads/)).toBeVisible();
    await expect(canvas.queryByText(/Figures as of/)).toBeNull();
  },
});

export const NoLeads = meta.story({
  args: { query: { from: '2026-12-01', to: '2026-12-24' }, report: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No leads arrived in Dec 1, 2026 – Dec 24, 2026.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Choose dates' })).toBeChecked();
  },
});

export const Loading = meta.story({
  args: { report: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading funnel...');
    await expect(canvas.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
  },
});

export const LoadFailed = meta.story(
  loadFailedStory('funnel', { report: undefined, error: '500 Internal Server Error' }),
);

export const PeriodByKeyboard = meta.story({
  play: async ({ args, canvas }) => {
    const ninety = canvas.getByRole('radio', { name: 'Last 90 days' });
    ninety.focus();
    // Arrows move between the options, Space chooses one.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ days: '30' });
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  },
});

export const DatesChecked = meta.story({
  args: { fieldErrors: {} },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Choose dates' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByText('Choose both a first and a last day')).toBeVisible();
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
  },
});

export const ServerRefusedDates = meta.story({
  args: {
    query: { from: '2027-03-02', to: '2027-03-01' },
    report: undefined,
    fieldErrors: { to: 'The last day cannot be before the first' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The last day cannot be before the first')).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Funnel by source' })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
