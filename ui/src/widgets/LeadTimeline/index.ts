export { LeadTimeline, type LeadTimelineProps } from './LeadTimeline';
