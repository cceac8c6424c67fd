import { fileSizeText } from '@site/domain/lead-forms/lead-files';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import type { Attachment } from './attachments';
import * as styles from './FileAttachments.css';

export interface FileListProps {
  attachments: readonly Attachment[];
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  isDisabled?: boolean;
}

const statusText: Partial<Record<Attachment['status'], string>> = {
  checking: 'Checking…',
  ready: 'Goes with the request',
  sent: 'Sent',
  kept: "Saved on this device: it goes with the request once you're back online",
};

/** The files of a form, each with its size, its state and what the visitor can do about it. */
export function FileList({ attachments, onRemove, onRetry, isDisabled }: FileListProps) {
  return (
    <ul className={styles.list} aria-label="Files to send">
      {attachments.map((attachment) => {
        const { id, file, status, progress, message } = attachment;
        const refused = status === 'too-large' || status === 'wrong-type' || status === 'failed';
        return (
          <li key={id} className={styles.item} data-status={status}>
            <span>
              <span className={styles.name}>{file.name}</span>{' '}
              <span className={styles.meta}>{fileSizeText(file.size)}</span>
            </span>
            <span className={styles.actions}>
              {status === 'failed' ? (
                <Button variant="outline" size="sm" isDisabled={isDisabled} onClick={() => onRetry(id)}>
                  Retry
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                isDisabled={isDisabled || status === 'uploading'}
                aria-label={`Remove ${file.name}`}
                onClick={() => onRemove(id)}
              >
                Remove
              </Button>
            </span>
            {status === 'uploading' || status === 'sent' ? (
              <span className={styles.wide}>
                <ProgressBar
                  label={status === 'sent' ? `Sent ${file.name}` : `Sending ${file.name}`}
                  value={status === 'sent' ? 100 : progress}
                />
              </span>
            ) : null}
            {refused ? (
              <span className={`${styles.refused} ${styles.wide}`} role="alert">
                {message}
              </span>
            ) : statusText[status] && status !== 'sent' ? (
              <span className={`${styles.meta} ${styles.wide}`}>{statusText[status]}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
