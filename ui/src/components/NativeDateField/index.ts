export { NativeDateField, type NativeDateFieldProps } from './NativeDateField';
