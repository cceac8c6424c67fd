export {
  LeadCard,
  LeadContactActions,
  LeadList,
  leadSourceIcons,
  type LeadCardProps,
  type LeadListProps,
} from './LeadCard';
