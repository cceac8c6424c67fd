export { AdminSummaryCards, type AdminSummaryCardsProps } from './AdminSummaryCards';
