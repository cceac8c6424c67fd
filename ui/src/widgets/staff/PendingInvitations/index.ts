export { PendingInvitations, type PendingInvitationsProps } from './PendingInvitations';
