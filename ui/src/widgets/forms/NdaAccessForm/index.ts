export { NdaAccessForm, type NdaAccessFormProps } from './NdaAccessForm';
