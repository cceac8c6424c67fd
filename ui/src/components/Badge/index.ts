export { Badge, type BadgeVariant } from './Badge';
