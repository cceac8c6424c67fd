export { FollowUpList, type FollowUpListProps } from './FollowUpList';
