export { EmergencyForm, type EmergencyFormProps } from './EmergencyForm';
