import { leadFileLimitsText, pickerAccept } from '@site/domain/lead-forms/lead-files';
import { lazy, useId, useRef } from 'react';
import { Button } from '../../../components/Button';
import { ContentLoader } from '../../../components/ContentLoader';
import { fieldStyles, FieldDescription, FieldErrorMessage, FieldLabel } from '../../../components/Field';
import type { Attachment, FileFieldDefinition } from './attachments';
import * as styles from './FileAttachments.css';

// The list, its checks and its progress bars load when the visitor adds the first file, never with the
// page (docs/decisions/072).
const FileList = lazy(() => import('./file-list').then((module) => ({ default: module.FileList })));

export interface FileAttachmentsProps {
  field: FileFieldDefinition<string>;
  attachments: readonly Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Sends a failed file again (with the form's submit, so nothing typed is lost). */
  onRetry: (id: string) => void;
  /** The server's message for the field (a file that did not arrive). */
  error?: string;
  isDisabled?: boolean;
}

/**
 * A form's files (docs/decisions/077): the limits stated under the label, a button that opens the picker (and,
 * on a phone, one that opens the camera), and once a file is added the list with each file's name, size,
 * progress, and remove and retry buttons.
 */
export function FileAttachments({
  field,
  attachments,
  onAdd,
  onRemove,
  onRetry,
  error,
  isDisabled,
}: FileAttachmentsProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    onAdd([...(input.files ?? [])]);
    // The same file may be chosen again after a remove.
    input.value = '';
  };
  return (
    <div className={fieldStyles.field} data-file-field={field.name}>
      <FieldLabel id={labelId}>{field.label}</FieldLabel>
      <FieldDescription id={descriptionId}>{leadFileLimitsText(field.accept)}</FieldDescription>
      <input
        ref={picker}
        type="file"
        name={field.name}
        multiple
        accept={pickerAccept(field.accept)}
        hidden
        onChange={(event) => take(event.currentTarget)}
      />
      {field.camera ? (
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-camera
          onChange={(event) => take(event.currentTarget)}
        />
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        className={styles.buttons}
      >
        <Button variant="outline" size="sm" isDisabled={isDisabled} onClick={() => picker.current?.click()}>
          {field.addLabel}
        </Button>
        {field.camera ? (
          <span className={styles.cameraOnly}>
            <Button variant="outline" size="sm" isDisabled={isDisabled} onClick={() => camera.current?.click()}>
              Take a photo
            </Button>
          </span>
        ) : null}
      </div>
      <ContentLoader when="interaction" requested={attachments.length > 0}>
        <FileList attachments={attachments} onRemove={onRemove} onRetry={onRetry} isDisabled={isDisabled} />
      </ContentLoader>
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </div>
  );
}
