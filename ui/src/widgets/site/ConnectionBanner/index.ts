export { ConnectionBanner } from './ConnectionBanner';
export { useConnectionStatus } from './useConnectionStatus';
