export { LeadPlanForm, type LeadPlanFormProps } from './LeadPlanForm';
