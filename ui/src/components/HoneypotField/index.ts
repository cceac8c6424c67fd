export { HoneypotField, honeypotOf, type HoneypotFieldProps, type HoneypotForm } from './HoneypotField';
