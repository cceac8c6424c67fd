export { SecurityLog, type SecurityLogFilter, type SecurityLogProps } from './SecurityLog';
