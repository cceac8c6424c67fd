import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { panelizedFraming } from '../../app/content/panelized-framing';
import { CallToAction } from '../../ui/src/components/CallToAction';
import { onPhone } from '../viewports';

const { callToAction } = panelizedFraming;

const meta = preview.meta({
  title: 'Layout/CallToAction',
  component: CallToAction,
  // The panelized-framing page's own call to action, as its route passes it.
  args: {
    title: callToAction.title,
    text: callToAction.text,
    actions: [callToAction.start, callToAction.talk] as const,
  },
});

export const TwoActions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Frame Your Next Project in Panels' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/intake');
    await expect(canvas.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/#contact');
  },
});

export const OneAction = meta.story({
  args: { actions: [{ label: 'Contact Us', href: '/contact' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  args: {
    actions: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'See the Cost-Plus Advantage', href: '/cost-plus-advantage' },
    ],
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});
