export { ContactTimeline, type ContactTimelineProps } from './ContactTimeline';
