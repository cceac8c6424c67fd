export { MethodPanel, type ConstructionMethod } from './MethodPanel';
