export {
  AuthenticatorSetup,
  RecoveryCodes,
  TotpEnrolment,
  type AuthenticatorEnrolment,
  type TotpEnrolmentProps,
} from './TotpEnrolment';
