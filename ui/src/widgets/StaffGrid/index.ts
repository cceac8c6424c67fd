export { StaffGrid } from './StaffGrid';
