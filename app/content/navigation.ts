import { company } from '@site/domain/company/company';

/**
 * The header's links (docs/product.md §4.1): section links on the home page, then the routes; the live app; Get
 * Started.
 */
export const headerLinks = {
  items: [
    { label: 'Home', href: '/#home' },
    { label: 'Services', href: '/#services' },
    { label: 'Portfolio', href: '/#portfolio' },
    { label: 'Build It', href: '/build-it' },
    { label: 'Gallery', href: '/gallery' },
    { label: 'Team', href: '/staff' },
    { label: 'Cost-Plus', href: '/cost-plus-advantage' },
    { label: 'Partners', href: '/partners' },
    { label: 'Future Projects', href: '/nda-subdivision' },
    { label: 'AI Recommendations', href: '/project-recommendations' },
    { label: 'App Login', href: '/app-login' },
    { label: 'Reports', href: '/project-reports' },
    { label: 'Residential', href: '/residential-development' },
    { label: 'Shopping Center', href: '/shopping-center-renovation' },
  ],
  external: { label: 'Live App', href: company.liveAppUrl },
  getStarted: { label: 'Get Started', href: '/#intake-form' },
} as const;

/** The footer's links (docs/product.md §4.2): its four services open the matching card on the home page. */
export const footerLinks = {
  services: [
    { label: 'Design/Build', href: '/?service=design-build#services' },
    { label: 'Planning & Cost Control', href: '/?service=planning-cost-control#services' },
    { label: 'Construction Management', href: '/?service=construction-management#services' },
    { label: 'Commercial Construction', href: '/?service=commercial-construction#services' },
  ],
  pages: [
    { label: 'Team', href: '/staff' },
    { label: 'Cost-Plus Advantage', href: '/cost-plus-advantage' },
    { label: 'Gallery', href: '/gallery' },
    { label: 'Site Index', href: '/site-index' },
  ],
  contact: { label: 'Contact us', href: '/#contact' },
  professionalNetwork: { label: 'Professional network', href: company.professionalNetworkUrl },
} as const;
