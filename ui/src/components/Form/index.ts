export { Form, type FormProps } from './Form';
export { useZodForm, type SubmitContext, type UseZodFormOptions } from './useZodForm';
