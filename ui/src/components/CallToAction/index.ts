export { CallToAction, type CallToActionAction, type CallToActionProps } from './CallToAction';
