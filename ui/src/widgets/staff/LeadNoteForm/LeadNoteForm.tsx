import { describeError } from '@site/domain/forms/errors';
import { pipelineMessages, type LeadNote } from '@site/domain/leads/pipeline';
import { Form, useZodForm } from '../../../components/Form';
import { showToast } from '../../../components/Toast';
import { TextArea } from '../../../components/TextArea';
import { SubmitRow } from '../submit-row';

export interface LeadNoteFormProps {
  /** Adds the note to the lead's timeline; throw to report failure (the text stays in the box). */
  onAdd: (note: LeadNote) => Promise<void>;
}

/** A note for the lead's timeline (docs/product.md §12.7): what was said on a call, a visit, a promise. */
export function LeadNoteForm({ onAdd }: LeadNoteFormProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/leads/pipeline').then((module) => module.leadNoteSchema),
    initialValues: { text: '' },
    onSubmit: (note) => onAdd(note),
    onSuccess: () => showToast({ title: pipelineMessages.noteAdded }),
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Could not add the note', description: describeError(failure) }),
  });

  return (
    <Form {...form.formProps} aria-label="Add a note">
      <TextArea
        {...form.field('text')}
        label="Note"
        description="Goes on the timeline with your name and the time."
        rows={3}
      />
      <SubmitRow form={form} fields={['text']} pendingLabel="Adding...">
        Add note
      </SubmitRow>
    </Form>
  );
}
