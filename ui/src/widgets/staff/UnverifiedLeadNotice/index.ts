export { UnverifiedLeadNotice, type UnverifiedLeadNoticeProps } from './UnverifiedLeadNotice';
