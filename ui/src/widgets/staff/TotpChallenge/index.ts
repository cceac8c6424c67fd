export { TotpChallenge, TotpCodeForm, type TotpChallengeProps, type TotpCodeFormProps } from './TotpChallenge';
