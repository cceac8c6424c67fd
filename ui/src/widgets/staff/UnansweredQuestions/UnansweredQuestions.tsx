import { unansweredWindowDays, type UnansweredQuestion } from '@site/domain/assistant/unanswered';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { formatDay } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';

export interface UnansweredQuestionsProps {
  /** Most asked first, as the page's loader reads them. */
  questions: readonly UnansweredQuestion[];
  /** Starts a taught answer to the question (docs/product.md §8.6); without it the list only reads. */
  onAnswer?: (question: string) => void;
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * What visitors asked the chat that the site does not answer, most asked first over the last 30 days
 * (docs/product.md §12.6), so staff can add the answer to the site.
 */
export function UnansweredQuestions({ questions, onAnswer }: UnansweredQuestionsProps) {
  return (
    <LoadState
      what="unanswered questions"
      isLoading={false}
      isEmpty={questions.length === 0}
      emptyText={`The assistant answered every question of the last ${unansweredWindowDays} days.`}
    >
      <ol className={shared.list} aria-label="Unanswered questions">
        {questions.map((entry) => (
          <li key={entry.question} className={shared.listRow} aria-label={entry.question}>
            <div className={shared.listRowText}>
              <span className={shared.listRowName}>{entry.question}</span>
              <span className={shared.listRowMeta}>
                Last asked <time dateTime={entry.lastAsked}>{formatDay(entry.lastAsked)}</time>
              </span>
            </div>
            <Badge variant="outline">Asked {times(entry.count)}</Badge>
            {onAnswer ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onAnswer(entry.question)}
                aria-label={`Answer ${entry.question}`}
              >
                Answer
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </LoadState>
  );
}
