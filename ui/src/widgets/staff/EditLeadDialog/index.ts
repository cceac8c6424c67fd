export { EditLeadDialog, type EditLeadDialogProps } from './EditLeadDialog';
