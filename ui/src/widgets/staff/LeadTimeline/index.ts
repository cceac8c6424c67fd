export { LeadTimeline, type LeadTimelineProps, type TimelinePerson } from './LeadTimeline';
