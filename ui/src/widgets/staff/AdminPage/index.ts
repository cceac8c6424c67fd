export { AdminPage, AdminPageSection, type AdminPageProps, type AdminPageSectionProps } from './AdminPage';
