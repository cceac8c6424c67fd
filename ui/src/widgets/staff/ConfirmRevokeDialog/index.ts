export { ConfirmRevokeDialog, type ConfirmRevokeDialogProps } from './ConfirmRevokeDialog';
