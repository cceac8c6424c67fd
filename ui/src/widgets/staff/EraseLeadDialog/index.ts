export { EraseLeadDialog, type EraseLeadDialogProps } from './EraseLeadDialog';
export { ErasedLeadNotice, type ErasedLeadNoticeProps } from './ErasedLeadNotice';
