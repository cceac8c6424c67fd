export { ProjectDialog, type ProjectDialogProps } from './ProjectDialog';
