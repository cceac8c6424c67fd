export { TitledSection, type TitledSectionProps } from './TitledSection';
