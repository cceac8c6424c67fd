export { EmergencyBanner, type EmergencyBannerProps } from './EmergencyBanner';
