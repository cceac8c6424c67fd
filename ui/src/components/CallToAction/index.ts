export { CallToAction, type CallToActionLink, type CallToActionProps } from './CallToAction';
