export { SiteFooter, type SiteFooterProps } from './SiteFooter';
