import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { LeadSubmission } from '../../ui/src/widgets/staff/LeadSubmission';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/LeadSubmission',
  component: LeadSubmission,
  args: {
    submission: {
      urgencyLevel: 'critical',
      location: 'oregon',
      projectType: 'water-damage',
      issueDescription: 'Burst pipe flooded the ground floor of the store overnight.',
      contactName: 'Dana Ortiz',
      email: 'dana@ortizretail.example',
      phone: '(503) 555-0177',
      preferredResponse: 'phone',
      agreeToNDA: true,
      services: ['framing', 'drywall'],
      budget: '',
    },
  },
  decorators: [framed({ maxWidth: 720 })],
});

const valueOf = (canvasElement: HTMLElement, term: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling;

export const EveryField = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(11);
    await expect(valueOf(canvasElement, 'Urgency level')).toHaveTextContent('critical');
    await expect(valueOf(canvasElement, 'Issue description')).toHaveTextContent('Burst pipe');
    await expect(valueOf(canvasElement, 'Agree to NDA')).toHaveTextContent('Yes');
    await expect(valueOf(canvasElement, 'Services')).toHaveTextContent('framing, drywall');
    await expect(valueOf(canvasElement, 'Budget')).toHaveTextContent('(empty)');
  },
});

export const Empty = meta.story({
  args: { submission: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The submission has no fields.')).toBeVisible();
  },
});

export const LongText = meta.story({
  args: {
    submission: {
      message: 'A long message. '.repeat(30),
      website: 'https://a-very-long-domain-name-for-a-partner-company-that-never-ends.example/about/our-team',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Contact name')).toHaveTextContent('Dana Ortiz');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
