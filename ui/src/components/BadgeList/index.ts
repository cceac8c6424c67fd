export { BadgeList, type BadgeListProps } from './BadgeList';
