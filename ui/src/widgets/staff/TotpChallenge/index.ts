export {
  TotpChallenge,
  TotpCodeField,
  TotpCodeForm,
  TotpCodeSubmit,
  type TotpChallengeProps,
  type TotpCodeFormProps,
  type TotpCodeSubmitProps,
} from './TotpChallenge';
