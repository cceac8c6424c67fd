export { NotificationAlerts, type NotificationAlertsProps } from './NotificationAlerts';
