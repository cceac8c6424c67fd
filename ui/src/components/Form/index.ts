export { Form, type FormProps } from './Form';
export { useZodForm, type SchemaLoader, type SubmitContext, type UseZodFormOptions } from './useZodForm';
