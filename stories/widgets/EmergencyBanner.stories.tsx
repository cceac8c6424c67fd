import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { partnersPage } from '../../app/content/lead-pages';
import { company, companyPhoneHref } from '../../domain/company/company';
import { EmergencyBanner } from '../../ui/src/widgets/site/EmergencyBanner';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/EmergencyBanner',
  component: EmergencyBanner,
  args: partnersPage.emergencyBanner,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '24-hour emergency response' })).toBeVisible();
    const points = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(points).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: company.phone })).toHaveAttribute('href', companyPhoneHref);
  },
});

export const OnePoint = meta.story({
  args: { points: [{ title: 'Response within 24 hours', text: 'A crew lead calls you back.' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Hotline available')).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    // One column on a phone: the points stand one above the other.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
});
