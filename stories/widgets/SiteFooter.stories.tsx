import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { footerLinks } from '../../app/content/navigation';
import { company } from '../../domain/company/company';
import { SiteFooter } from '../../ui/src/widgets/site/SiteFooter';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: company.name,
    tagline: 'Design/build general contractor, headquartered in Concord, California.',
    licences: company.licences,
    // The site's own links, as the public layout passes them, with two of its pages.
    ...footerLinks,
    pages: footerLinks.pages.filter((page) => page.label === 'Team' || page.label === 'Site Index'),
    foundedYear: company.foundedYear,
  },
});

export const Desktop = meta.story({
  play: async ({ canvas }) => {
    const licences = canvas.getByRole('list', { name: 'Contractor licences' });
    await expect(licences).toHaveTextContent('California contractor licence 521142');
    await expect(licences).toHaveTextContent('Oregon contractor licence 250931');
    await expect(licences).toHaveTextContent('Hawaii contractor licence BC 18423');
    const services = canvas.getByRole('navigation', { name: 'Services' });
    await expect(within(services).getByRole('link', { name: 'Construction Management' })).toHaveAttribute(
      'href',
      '/?service=construction-management#services',
    );
    await expect(canvas.getByRole('link', { name: /Professional network/ })).toHaveAttribute('target', '_blank');
  },
});

export const Phone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
});
