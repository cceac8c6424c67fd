import type { Recommendation } from '@site/domain/partners/recommendation';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RecommendationResults } from '../../ui/src/widgets/site/RecommendationResults';
import { onPhone } from '../viewports';

const priced: Recommendation = {
  projectType: 'Restaurant Construction',
  location: 'Oregon - Portland',
  budget: '$500K - $1M',
  reasoning:
    'For a restaurant construction project of about 2,400 sq ft in Oregon - Portland with a $500K - $1M budget and a 3-6 months timeline, we recommend Design|Build, Commercial Construction, Planning|Cost Control.',
  confidenceScore: 0.92,
  recommendedServices: ['Design|Build', 'Commercial Construction', 'Planning|Cost Control'],
  estimatedCost: '$571,200 - $772,800',
  suggestedTimeline: 'About 6 weeks of construction after permits',
  riskFactors: [
    'Oregon wet season (October to April): schedule foundations and roofing for dry months or plan weather protection.',
    'Commercial kitchens need hood, fire-suppression and health-department approvals.',
  ],
  nextSteps: [
    'Submit a detailed project request; we reply within 1-2 business days.',
    'Schedule a site visit and a free consultation with a project manager.',
    'Start a permit pre-application with Portland.',
  ],
};

const meta = preview.meta({
  title: 'Widgets/RecommendationResults',
  component: RecommendationResults,
  args: { recommendation: priced, onAnother: fn() },
  parameters: { layout: 'padded' },
});

export const WithCostAndRisks = meta.story({
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your Project Recommendation' })).toHaveFocus());
    await expect(canvas.getByRole('progressbar', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '92');
    await expect(canvas.getByText('92%')).toBeVisible();
    await expect(canvas.getByText('$571,200 - $772,800')).toBeVisible();
    await expect(canvas.getByText('About 6 weeks of construction after permits')).toBeVisible();
    const services = within(
      canvas.getByRole('heading', { name: 'Recommended Services' }).parentElement!.parentElement!,
    ).getAllByRole('listitem');
    await expect(services.map((item) => item.textContent)).toEqual(priced.recommendedServices);
    await expect(canvas.getByText(/Oregon wet season/)).toBeVisible();
    await expect(canvas.getByText('Start a permit pre-application with Portland.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Submit Detailed Project Request' })).toHaveAttribute(
      'href',
      '/intake',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Get Another Recommendation' }));
    await expect(args.onAnother).toHaveBeenCalledTimes(1);
    // The click scrolled the buttons into view; the screenshot shows the whole result from its top.
    window.scrollTo(0, 0);
  },
});

export const WithoutSizeOrRisks = meta.story({
  args: {
    recommendation: {
      ...priced,
      projectType: 'Other',
      location: 'Other',
      budget: 'Contact for Quote',
      confidenceScore: 0.47,
      estimatedCost: undefined,
      suggestedTimeline: undefined,
      riskFactors: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('47%')).toBeVisible();
    await expect(canvas.getByText('Add the project size for a cost range')).toBeVisible();
    await expect(canvas.getByText('No particular risks for these inputs.')).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Project Recommendation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Another Recommendation' })).toBeVisible();
  },
});
