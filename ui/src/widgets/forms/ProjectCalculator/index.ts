export { ProjectCalculator, type CalculatorLead, type ProjectCalculatorProps } from './ProjectCalculator';
