export { LeadCard, LeadContactActions, LeadList, type LeadCardProps, type LeadListProps } from './LeadCard';
