export { Section, type SectionProps } from './Section';
export { wholePageScript } from './band-rendering';
