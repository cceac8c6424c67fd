export { Subsection, type SubsectionProps } from './Subsection';
