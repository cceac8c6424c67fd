export { AdminSignInForm, type AdminSignInFormProps } from './AdminSignInForm';
