/**
 * What staff see of the questions the assistant could not answer (docs/product.md §12.6): each is counted
 * by its normalised text, so 'Do you sell lumber?' and 'do you sell lumber' are one question.
 */
export const unansweredWindowDays = 30;
export const unansweredListLength = 20;
export const unansweredQuestionMaxLength = 200;

/** Lower case, letters and digits only, single spaces, at most 200 characters. */
export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, unansweredQuestionMaxLength)
    .trim();
}

/** One question of the staff list: how often it was asked in the window and the last day it was. */
export interface UnansweredQuestion {
  question: string;
  count: number;
  /** YYYY-MM-DD */
  lastAsked: string;
}
