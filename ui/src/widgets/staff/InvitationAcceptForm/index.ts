export { InvitationAcceptForm, type InvitationAcceptFormProps } from './InvitationAcceptForm';
