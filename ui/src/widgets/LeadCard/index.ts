export { LeadCard, LeadList, leadSourceIcons, type LeadCardProps, type LeadListProps } from './LeadCard';
