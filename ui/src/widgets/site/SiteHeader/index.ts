export { BrandMark, SiteHeader } from './SiteHeader';
export type { NavItem, SiteHeaderProps } from './NavLinks';
