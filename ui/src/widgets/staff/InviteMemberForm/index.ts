export { InviteMemberForm, type InviteMemberFormProps } from './InviteMemberForm';
