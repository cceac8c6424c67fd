import {
  taughtAnswerMaxLength,
  taughtAnswerMessages,
  type AdminTaughtAnswer,
  type TaughtAnswerFields,
} from '@site/domain/assistant/taught';
import { describeError } from '@site/domain/forms/errors';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { showToast } from '../../../components/Toast/queue';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import { useRowChange } from '../staff-action';
import { SubmitRow } from '../submit-row';

export interface TaughtAnswersProps {
  /** Those in use first, the most used first, as the page's loader reads them. */
  answers: readonly AdminTaughtAnswer[];
  /** The site's pages an answer may link (the page table); the form checks the link against them. */
  sitePaths: readonly string[];
  /** A visitor's question staff chose to answer (from the unanswered list): the form starts with it. */
  draft?: string;
  onTeach: (fields: TaughtAnswerFields) => Promise<void>;
  onEdit: (answer: AdminTaughtAnswer, fields: TaughtAnswerFields) => Promise<void>;
  onRetire: (answer: AdminTaughtAnswer) => Promise<void>;
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * The answers staff teach the chat assistant (docs/product.md §8.6): a form for a new answer or the one being
 * edited, and the list with how often each was given, who wrote and last changed it, and retire.
 */
export function TaughtAnswers({ answers, sitePaths, draft, onTeach, onEdit, onRetire }: TaughtAnswersProps) {
  const [editingId, setEditingId] = useState<string>();
  // Read from the list, so after someone else's change (409) the form shows their version to edit.
  const editing = answers.find((answer) => answer.id === editingId && !answer.retiredAt);
  const retire = useRowChange(
    onRetire,
    (answer) => ({ title: 'Answer retired', description: `"${answer.question}" is no longer given.` }),
    'Could not retire the answer',
  );
  return (
    <div className={shared.list}>
      <AnswerForm
        // A new answer, another draft or another answer to edit starts the form afresh.
        key={editing ? `edit:${editing.id}:${editing.updatedAt}` : `new:${draft ?? ''}`}
        sitePaths={sitePaths}
        editing={editing}
        draft={draft}
        onSave={async (fields) => {
          if (editing) await onEdit(editing, fields);
          else await onTeach(fields);
        }}
        onDone={() => setEditingId(undefined)}
      />
      <LoadState
        what="taught answers"
        isLoading={false}
        isEmpty={answers.length === 0}
        emptyText="No answers taught yet. Answer a question above and the assistant gives it from the next message on."
      >
        <ul className={shared.list} aria-label="Taught answers">
          {answers.map((answer) => (
            <li key={answer.id} className={shared.listRow} aria-label={answer.question}>
              <div className={shared.listRowText}>
                <span className={shared.listRowName}>{answer.question}</span>
                <span>
                  {answer.answer} ({answer.href})
                </span>
                <span className={shared.listRowMeta}>
                  Written by {answer.createdBy},{' '}
                  <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
                  {answer.updatedAt !== answer.createdAt ? (
                    <>
                      {' '}
                      · last changed by {answer.updatedBy},{' '}
                      <time dateTime={answer.updatedAt}>{formatDateTime(answer.updatedAt)}</time>
                    </>
                  ) : null}
                </span>
              </div>
              <Badge variant="outline">Given {times(answer.uses)}</Badge>
              {answer.retiredAt ? (
                <Badge variant="outline">Retired</Badge>
              ) : (
                <>
                  <Badge variant="success">In use</Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditingId(answer.id)}
                    aria-label={`Edit the answer to ${answer.question}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    {...retire.buttonProps(answer)}
                    pendingLabel="Retiring..."
                    aria-label={`Retire the answer to ${answer.question}`}
                  >
                    Retire
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}

function AnswerForm({
  sitePaths,
  editing,
  draft,
  onSave,
  onDone,
}: {
  sitePaths: readonly string[];
  editing?: AdminTaughtAnswer;
  draft?: string;
  onSave: (fields: TaughtAnswerFields) => Promise<void>;
  onDone: () => void;
}) {
  const form = useZodForm({
    schema: () => import('@site/domain/assistant/taught').then((module) => module.taughtAnswerFieldsSchema(sitePaths)),
    initialValues: editing
      ? { question: editing.question, answer: editing.answer, href: editing.href }
      : { question: draft ?? '', answer: '', href: '' },
    onSubmit: onSave,
    onSuccess: () => {
      showToast({ title: editing ? taughtAnswerMessages.edited : taughtAnswerMessages.taught });
      onDone();
    },
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Could not save the answer', description: describeError(failure) }),
  });
  return (
    <Form
      {...form.formProps}
      aria-label={editing ? `Edit the answer to ${editing.question}` : 'Teach the assistant an answer'}
    >
      <TextField
        {...form.field('question')}
        label="Visitor's question"
        description="As visitors ask it; questions with the same words in other forms get the answer too."
        isRequired
      />
      <TextArea
        {...form.field('answer')}
        label="Answer"
        description={`Plain text, at most ${taughtAnswerMaxLength} characters. Prices, licences, hours and emergencies are always answered from the site's own facts.`}
        rows={3}
        isRequired
      />
      <TextField
        {...form.field('href')}
        label="Page of the site"
        description="Where the answer sends the visitor, such as /intake or /#contact (a section of the home page)."
        isRequired
      />
      <SubmitRow form={form} fields={['question', 'answer', 'href']} pendingLabel="Saving...">
        {editing ? 'Save changes' : 'Teach the assistant'}
      </SubmitRow>
      {editing ? (
        <div className={shared.actions}>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel editing
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
