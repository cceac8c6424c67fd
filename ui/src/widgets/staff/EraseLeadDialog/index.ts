export { EraseLeadDialog, type EraseLeadDialogProps } from './EraseLeadDialog';
