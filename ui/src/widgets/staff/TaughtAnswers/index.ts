export { TaughtAnswers, type TaughtAnswersProps } from './TaughtAnswers';
