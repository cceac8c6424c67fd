export { BrandMark, SiteHeader, type NavItem, type SiteHeaderProps } from './SiteHeader';
