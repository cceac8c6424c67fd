export { TotpEnrolment, type TotpEnrolmentProps } from './TotpEnrolment';
