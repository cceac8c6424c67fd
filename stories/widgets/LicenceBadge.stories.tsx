import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { company } from '../../domain/company/company';
import { LicenceBadge, licencePopupMs } from '../../ui/src/widgets/site/LicenceBadge';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/LicenceBadge',
  component: LicenceBadge,
  args: { licences: company.licences },
  decorators: [framed({ minHeight: 160 })],
});

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Licensed in CA · OR · HI' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
});

export const ShowsNumbers = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Licensed in CA · OR · HI' }));
    const popup = canvas.getByRole('status');
    await expect(popup).toHaveTextContent('California licence 521142');
    await expect(popup).toHaveTextContent('Oregon licence 250931');
    await expect(popup).toHaveTextContent('Hawaii licence BC 18423');
  },
});

export const HidesAfterThreeSeconds = meta.story({
  play: async ({ canvas }) => {
    await expect(licencePopupMs).toBe(3000);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Licensed in CA · OR · HI' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 4000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
  },
});
