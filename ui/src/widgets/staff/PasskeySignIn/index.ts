export { PasskeySignIn, type PasskeySignInProps } from './PasskeySignIn';
