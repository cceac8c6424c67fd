import { describeError } from '@site/domain/forms/errors';
import { honeypotField } from '@site/domain/forms/honeypot';
import { LeadFilesNotKept, leadQueuedCopy, type LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { Form, useZodForm, type SchemaLoader, type SubmitContext } from '../../components/Form';
import { Grid } from '../../components/Grid';
import { NativeDateField } from '../../components/NativeDateField';
import { NativeSelect } from '../../components/NativeSelect';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/Toast/queue';
import { loadOnRequest } from '../../components/ContentLoader/load-on-request';
import { isLeadFileField, leadFileMessages } from '@site/domain/lead-forms/lead-files';
import {
  FileAttachments,
  goesWithRequest,
  type Attachment,
  type FileFieldDefinition,
  type UnsentFile,
  type UploadLeadFile,
} from './FileAttachments';
import { FormSubmit } from './form-submit';
import * as styles from './lead-form.css';

/**
 * The shared body of the four lead-form widgets (intake, partner, emergency, bid): each widget is its
 * fields and its copy; validation, the honeypot, pending text, toasts, reset and the confirmation are here,
 * so the forms cannot drift apart. The widgets' stories cover it. Selects and dates are the browser's own
 * controls: the forms are a phone visitor's first screen on their pages (docs/decisions/031).
 */

type Options = readonly { value: string; label: string }[];

interface FieldBase<Name extends string> {
  name: Name;
  label: string;
  isRequired?: boolean;
  description?: string;
}

export type LeadField<Name extends string> = FieldBase<Name> &
  (
    | { kind: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string; inputMode?: 'numeric' | 'decimal' }
    | { kind: 'textarea'; rows?: number }
    | { kind: 'select' | 'checkboxes'; options: Options }
    | { kind: 'date' }
    | ({ kind: 'files' } & Omit<FileFieldDefinition<Name>, 'name' | 'label'>)
  );

/** Fields shown side by side from tablet width up; a row of one takes the full width. */
export type LeadFieldRow<Name extends string> = readonly LeadField<Name>[];

/** The fields several forms ask the same way, so a label or autofill hint cannot differ between them. */
export const sharedFields = {
  contactName: { name: 'contactName', kind: 'text', label: 'Contact Name', isRequired: true, autoComplete: 'name' },
  companyName: {
    name: 'companyName',
    kind: 'text',
    label: 'Company Name',
    isRequired: true,
    autoComplete: 'organization',
  },
  email: { name: 'email', kind: 'email', label: 'Email', isRequired: true, autoComplete: 'email' },
  phone: { name: 'phone', kind: 'tel', label: 'Phone', isRequired: true, autoComplete: 'tel' },
} as const satisfies Record<string, LeadField<string>>;

/** The required location select of the partner, emergency and bid forms, with the form's own list. */
export const locationField = (options: Options) =>
  ({ name: 'location', kind: 'select', label: 'Location', isRequired: true, options }) as const;

export interface LeadFormCopy {
  submit: string;
  pending: string;
  success: { title: string; description: string };
  /** Without a description the toast says the error's own message (docs/product.md §7.6). */
  failure: { title: string; description?: string };
}

/**
 * What a lead-form widget asks of its page: send the request, say whether it was stored or queued. `unsent`
 * (forms with file fields) are the request's files that did not go up: resolving means they are kept to go
 * with it later (docs/decisions/081); rejecting means they are not, and the form keeps them.
 */
export type SubmitLead<Request> = (
  request: Request,
  context: SubmitContext,
  unsent?: readonly UnsentFile[],
) => Promise<LeadDelivery>;

/** The props of the four lead-form widgets: how their page sends the request and its files. */
export interface LeadFormWidgetProps<Request> {
  /** Sends the request: resolve 'sent' or 'queued' (kept for a later re-send); throw to report failure. */
  onSubmit: SubmitLead<Request>;
  /** Sends one file of the request (docs/decisions/077); a form's file fields show only when the page gives it. */
  uploadFile?: UploadLeadFile;
}

/** A widget's field rows, named by the keys of its form's values. */
export type LeadFieldRows<Values> = readonly LeadFieldRow<Extract<keyof Values, string>>[];

/** Thrown inside the form when a queued lead must be reported as a failure (the emergency form). */
class QueuedAsFailure extends Error {}

/** A file of the request did not go: nothing was stored as a lead, the typed values stay. */
class FilesNotSent extends Error {
  readonly serverMessage = 'A file could not be sent. Retry it or remove it, then send the request again.';
}

// The browser's check of a new file loads with the first file (docs/decisions/072).
const loadCheck = loadOnRequest(() => import('./FileAttachments/check-attachment'));

/** One lead form as its widget defines it: its name, schema, blank values, copy and fields. */
export interface LeadFormDefinition<S extends z.ZodObject> {
  /** The form's accessible name. */
  label: string;
  schema: SchemaLoader<S>;
  initialValues: z.input<S>;
  copy: LeadFormCopy;
  rows: LeadFieldRows<z.input<S>>;
  /**
   * Report a lead that could only be queued as the form's failure (toast, data kept) instead of the
   * "saved, not sent yet" note: for the emergency form, whose visitor must call now
   * (docs/decisions/016-lead-forms-and-the-outbox.md).
   */
  queuedIsFailure?: boolean;
}

type LeadFormProps<S extends z.ZodObject> = LeadFormDefinition<S> & LeadFormWidgetProps<z.output<S>>;

/**
 * A lead-form widget from its definition: the widget's module is its fields, its blank values and this call.
 * `displayName` names it in stories and React's developer tools.
 */
export function leadFormWidget<S extends z.ZodObject>(displayName: string, definition: LeadFormDefinition<S>) {
  function LeadFormWidget(props: LeadFormWidgetProps<z.output<S>>) {
    return <LeadForm {...definition} {...props} />;
  }
  LeadFormWidget.displayName = displayName;
  return LeadFormWidget;
}

function LeadForm<S extends z.ZodObject>({
  label,
  schema,
  initialValues,
  copy,
  rows,
  onSubmit,
  uploadFile,
  queuedIsFailure,
}: LeadFormProps<S>) {
  const delivery = useRef<LeadDelivery>('sent');
  const [confirmation, setConfirmation] = useState<{ title: string; description: string } | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  // The submit's loop reads the files as they are now, not as they were when it started.
  const current = useRef(attachments);
  const changeAttachments = (change: (list: Attachment[]) => Attachment[]) => {
    current.current = change(current.current);
    setAttachments(current.current);
  };
  // Files neither sent nor kept on the device with the queued request (docs/decisions/081: the browser could
  // not keep them, or the request was not sent yet) are lost with the page, so the browser asks first.
  const filesNotSent = attachments.some(
    (attachment) => goesWithRequest(attachment) && attachment.status !== 'sent' && attachment.status !== 'kept',
  );
  useEffect(() => {
    if (!filesNotSent) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [filesNotSent]);
  const updateAttachment = (id: string, update: Partial<Attachment>) =>
    changeAttachments((list) =>
      list.map((attachment) => (attachment.id === id ? { ...attachment, ...update } : attachment)),
    );

  /**
   * Sends the files this request has not sent yet under its key (docs/decisions/077); a file sent under an
   * earlier key (the values changed since), or kept on the device, goes again under the new one. Returns
   * those that did not go, for the page to keep or refuse.
   */
  const sendAttachments = async (requestKey: string): Promise<UnsentFile[]> => {
    if (!uploadFile) return [];
    const unsent: UnsentFile[] = [];
    for (const attachment of current.current.filter(goesWithRequest)) {
      if (attachment.sentFor === requestKey) continue;
      updateAttachment(attachment.id, { status: 'uploading', progress: 0, message: undefined });
      try {
        await uploadFile(attachment.file, {
          requestKey,
          clientId: attachment.id,
          field: attachment.field,
          onProgress: (progress) => updateAttachment(attachment.id, { progress }),
        });
        updateAttachment(attachment.id, { status: 'sent', sentFor: requestKey });
      } catch (error) {
        unsent.push({ clientId: attachment.id, field: attachment.field, file: attachment.file, error });
      }
    }
    return unsent;
  };

  const form = useZodForm({
    schema,
    initialValues,
    onSubmit: async (data, context) => {
      const unsent = await sendAttachments(context.idempotencyKey);
      try {
        delivery.current = await onSubmit(data, context, unsent);
      } catch (error) {
        if (unsent.length === 0) throw error;
        // Not kept: nothing was stored as a lead, the files stay in the form to retry or remove.
        const notKept = error instanceof LeadFilesNotKept;
        for (const { clientId, error: uploadError } of unsent) {
          const message = notKept ? leadFileMessages.notKept : describeError(uploadError);
          updateAttachment(clientId, { status: 'failed', message });
        }
        throw notKept ? error : new FilesNotSent();
      }
      for (const { clientId } of unsent) updateAttachment(clientId, { status: 'kept' });
      if (delivery.current === 'queued' && queuedIsFailure) throw new QueuedAsFailure();
    },
    onSuccess: () => {
      changeAttachments(() => []);
      const message = delivery.current === 'queued' ? leadQueuedCopy : copy.success;
      setConfirmation(message);
      showToast(message);
    },
    onFailure: (error) =>
      showToast({
        tone: 'destructive',
        title: copy.failure.title,
        description: copy.failure.description ?? describeError(error),
      }),
  });
  // A reset puts back the very `initialValues` object and any edit replaces it: the note stays until then.
  const shownConfirmation = form.values === initialValues ? confirmation : null;

  // File fields show only when the page can send files (a story without `uploadFile` shows the form without them).
  const shownRows = uploadFile
    ? rows
    : rows.map((row) => row.filter((field) => field.kind !== 'files')).filter((row) => row.length > 0);

  type Name = Extract<keyof z.input<S>, string>;
  /** The field's value is the ids of its files that go with the request. */
  const fileIdsChanged = (field: Name) =>
    form.setField(
      field,
      current.current
        .filter((attachment) => attachment.field === field && goesWithRequest(attachment))
        .map(({ id }) => id),
    );
  const addFiles = (field: FileFieldDefinition<Name>, files: File[]) => {
    const added: Attachment[] = files.map((file) => ({
      id: crypto.randomUUID(),
      field: field.name,
      file,
      status: 'checking',
      progress: 0,
    }));
    changeAttachments((list) => [...list, ...added]);
    fileIdsChanged(field.name);
    for (const attachment of added) {
      loadCheck()
        .then(({ checkAttachment }) => checkAttachment(attachment.file, field.accept))
        .then((checked) => updateAttachment(attachment.id, checked))
        // Not checked here (the check's code did not load): the server checks it when it is sent.
        .catch(() => updateAttachment(attachment.id, { status: 'ready' }))
        .finally(() => fileIdsChanged(field.name));
    }
  };
  const removeFile = (field: Name, id: string) => {
    changeAttachments((list) => list.filter((attachment) => attachment.id !== id));
    fileIdsChanged(field);
  };

  const renderField = (field: LeadField<Extract<keyof z.input<S>, string>>) => {
    const common = {
      name: field.name,
      label: field.label,
      isRequired: field.isRequired,
      description: field.description,
    };
    switch (field.kind) {
      case 'textarea':
        return <TextArea {...form.field(field.name)} {...common} rows={field.rows} />;
      case 'select':
        return <NativeSelect {...form.field(field.name)} {...common} options={field.options} />;
      case 'checkboxes':
        return (
          <CheckboxGroup
            {...common}
            options={field.options}
            value={form.values[field.name] as string[]}
            onChange={(value) => form.setField(field.name, value)}
          />
        );
      case 'date':
        return <NativeDateField {...form.field(field.name)} {...common} />;
      case 'files': {
        if (!isLeadFileField(field.name)) return null;
        const definition = { ...field, name: field.name };
        return (
          <FileAttachments
            field={definition}
            attachments={attachments.filter((attachment) => attachment.field === field.name)}
            onAdd={(files) => addFiles(definition, files)}
            onRemove={(id) => removeFile(field.name, id)}
            // Retrying is sending the request again: the files already sent under its key are not sent twice.
            onRetry={() => form.formProps.ref.current?.requestSubmit()}
            error={form.errors[field.name]}
            isDisabled={form.isPending}
          />
        );
      }
      default:
        return (
          <TextField
            {...form.field(field.name)}
            {...common}
            type={field.kind}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
          />
        );
    }
  };

  return (
    <Form {...form.formProps} aria-label={label}>
      {shownRows.map((row) =>
        row.length === 1 && row[0] ? (
          <div key={row[0].name}>{renderField(row[0])}</div>
        ) : (
          <Grid key={row.map((field) => field.name).join()} columns={{ phone: 1, tablet: 2 }} gap="4">
            {row.map((field) => (
              <div key={field.name}>{renderField(field)}</div>
            ))}
          </Grid>
        ),
      )}
      <FormSubmit
        honeypot={{
          value: (form.values as Record<string, unknown>)[honeypotField] as string,
          onChange: (value) => form.setField(honeypotField as Extract<keyof z.input<S>, string>, value),
        }}
        isPending={form.isPending}
        copy={copy}
      >
        {shownConfirmation ? (
          <div className={styles.confirmation}>
            <span className={styles.confirmationTitle}>{shownConfirmation.title}</span>
            <span>{shownConfirmation.description}</span>
          </div>
        ) : null}
      </FormSubmit>
    </Form>
  );
}
