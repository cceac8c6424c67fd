export { LicenceBadge, licencePopupMs } from './LicenceBadge';
