export { IntakeForm, type IntakeFormProps } from './IntakeForm';
