export { detailsAsText, UndeliveredLeadNotice } from './UndeliveredLeadNotice';
export type { UndeliveredLead, UndeliveredLeadNoticeProps } from './UndeliveredLeadNotice';
