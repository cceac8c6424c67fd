import { describeError } from '@site/domain/errors';
import { leadNoteSchema, pipelineMessages, type LeadNote } from '@site/domain/pipeline';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { showToast } from '../../components/Toast';
import { TextArea } from '../../components/TextArea';
import * as shared from '../admin.css';
import * as styles from './LeadNoteForm.css';

export interface LeadNoteFormProps {
  /** Adds the note to the lead's timeline; throw to report failure (the text stays in the box). */
  onAdd: (note: LeadNote) => Promise<void>;
}

/** A note for the lead's timeline (docs/product.md §12.7): what was said on a call, a visit, a promise. */
export function LeadNoteForm({ onAdd }: LeadNoteFormProps) {
  const [text, setText] = useState('');
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    // The server checks the same schema; asking here first spares an empty round trip.
    const parsed = leadNoteSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onAdd(parsed.data);
      setText('');
      showToast({ title: pipelineMessages.noteAdded });
    } catch (failure) {
      setError(describeError(failure));
      showToast({ tone: 'destructive', title: 'Could not add the note', description: describeError(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add a note">
      <TextArea
        label="Note"
        description="Goes on the timeline with your name and the time."
        rows={3}
        value={text}
        onChange={setText}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <div className={shared.actions}>
        <Button type="submit" isPending={isPending} pendingLabel="Adding...">
          Add note
        </Button>
      </div>
    </form>
  );
}
