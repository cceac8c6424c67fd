export { NotificationList, notificationStatusLabels, type NotificationListProps } from './NotificationList';
