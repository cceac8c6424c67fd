import preview from '../../.storybook/preview';
import { funnelOf, noLeads, type FunnelTally } from '@site/domain/leads/funnel';
import { expect, within } from 'storybook/test';
import { PromiseReport } from '../../ui/src/widgets/staff/PromiseReport';
import { framed } from '../decorators';

const hour = 60 * 60_000;
const tally = (figures: Partial<FunnelTally> & Pick<FunnelTally, 'source' | 'leads'>): FunnelTally => ({
  ...noLeads,
  ...figures,
});

const period = { from: '2027-01-01', to: '2027-03-31', days: '90' as const };

const meta = preview.meta({
  title: 'Widgets/PromiseReport',
  component: PromiseReport,
  args: {
    report: funnelOf(period, [
      tally({ source: 'emergency', leads: 12, promised: 12, kept: 9, answered: 12, medianFirstResponseMs: 2.5 * hour }),
      tally({ source: 'intake', leads: 41, promised: 38, kept: 35, answered: 39, medianFirstResponseMs: 20 * hour }),
      tally({ source: 'chat', leads: 4 }),
      tally({ source: 'all', leads: 57, promised: 50, kept: 44, answered: 51, medianFirstResponseMs: 16 * hour }),
    ]),
  },
  decorators: [framed({ maxWidth: 720 })],
});

/** By source: the share of settled promises kept, and the median first response; a source promising nothing shows dashes. */
export const BySource = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Promises kept: 88% \(44 of 50\); median first response 16 h \(51 answered\)/),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Response promises by source' });
    const emergency = within(table).getByRole('row', { name: /Emergency/ });
    await expect(emergency).toHaveTextContent('75% (9 of 12)');
    await expect(emergency).toHaveTextContent('2.5 h');
    await expect(within(table).getByRole('row', { name: /Chat/ })).toHaveTextContent('––');
  },
});
