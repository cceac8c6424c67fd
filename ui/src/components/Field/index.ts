export * as fieldStyles from './Field.css';
export { FieldDescription, FieldErrorMessage, FieldLabel, type FieldCommonProps } from './parts';
