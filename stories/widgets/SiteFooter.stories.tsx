import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
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
    services: [
      { label: 'Design/Build', href: '/?service=design-build#services' },
      { label: 'Planning & Cost Control', href: '/?service=planning-cost-control#services' },
      { label: 'Construction Management', href: '/?service=construction-management#services' },
      { label: 'Commercial Construction', href: '/?service=commercial-construction#services' },
    ],
    contact: { label: 'Contact us', href: '/#contact' },
    professionalNetwork: { label: 'Professional network', href: company.professionalNetworkUrl },
    pages: [
      { label: 'Team', href: '/staff' },
      { label: 'Site Index', href: '/site-index' },
    ],
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
