export { InvitationUnavailable, type InvitationUnavailableProps } from './InvitationUnavailable';
