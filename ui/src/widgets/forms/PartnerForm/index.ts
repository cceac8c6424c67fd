export { PartnerForm, type PartnerFormProps } from './PartnerForm';
