export { TeamMembers, type TeamMembersProps, type MemberChange } from './TeamMembers';
