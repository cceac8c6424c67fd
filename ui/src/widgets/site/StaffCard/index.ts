export { StaffCard, type StaffMember } from './StaffCard';
