export { ErasedLeadNotice, type ErasedLeadNoticeProps } from './ErasedLeadNotice';
