export { AppLoginForm, type AppLoginFormProps } from './AppLoginForm';
