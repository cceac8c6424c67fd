export { LeadFilters, type LeadFiltersProps } from './LeadFilters';
