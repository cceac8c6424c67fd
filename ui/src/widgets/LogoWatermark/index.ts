export { LogoWatermark } from './LogoWatermark';
