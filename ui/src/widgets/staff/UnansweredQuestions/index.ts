export { UnansweredQuestions, type UnansweredQuestionsProps } from './UnansweredQuestions';
