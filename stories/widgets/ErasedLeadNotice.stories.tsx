import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { ErasedLeadNotice } from '../../ui/src/widgets/staff/ErasedLeadNotice';
import { sampleLead } from '../staff-fixtures';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/ErasedLeadNotice',
  component: ErasedLeadNotice,
  args: {
    lead: {
      source: sampleLead.source,
      status: sampleLead.status,
      region: sampleLead.region,
      createdAt: sampleLead.createdAt,
      erasedAt: '2027-03-12T18:45:00.000Z',
    },
  },
});

export const Erased = meta.story({
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Erased on request' });
    await expect(within(notice).getByText('This lead was erased')).toBeVisible();
    await expect(within(notice).getByText(sampleLead.region)).toBeVisible();
    await expect(within(notice).queryByText(sampleLead.name)).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Erased on request' });
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});
