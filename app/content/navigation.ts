import { company } from '@site/domain/company/company';

/** Section links on the home page, then the routes, then the live app (docs/product.md §4.1). */
export const mainNavigation = [
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
] as const;

export const liveAppLink = { label: 'Live App', href: company.liveAppUrl };
export const getStartedLink = { label: 'Get Started', href: '/#intake-form' };

/** The footer's four service links open the matching card on the home page (docs/product.md §4.2). */
export const footerServices = [
  { label: 'Design/Build', href: '/?service=design-build#services' },
  { label: 'Planning & Cost Control', href: '/?service=planning-cost-control#services' },
  { label: 'Construction Management', href: '/?service=construction-management#services' },
  { label: 'Commercial Construction', href: '/?service=commercial-construction#services' },
] as const;

export const footerPages = [
  { label: 'Team', href: '/staff' },
  { label: 'Cost-Plus Advantage', href: '/cost-plus-advantage' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Site Index', href: '/site-index' },
] as const;

export const contactLink = { label: 'Contact us', href: '/#contact' };
export const professionalNetworkLink = { label: 'Professional network', href: company.professionalNetworkUrl };
