export { copiedIndicatorMs, EmailReveal } from './EmailReveal';
