import type { LeadFileAccept, LeadFileField } from '@site/domain/lead-forms/lead-files';

/**
 * Where a file of a form stands (docs/decisions/077): being checked; refused in the browser (too large, wrong
 * type); ready to go with the submit; uploading; sent under the request's key; kept on this device to go with
 * the request later (docs/decisions/081); or failed (retry or remove).
 */
export type AttachmentStatus =
  'checking' | 'too-large' | 'wrong-type' | 'ready' | 'uploading' | 'sent' | 'kept' | 'failed';

export interface Attachment {
  /** The browser's id of the file within its request: a retried upload names the same file. */
  id: string;
  /** The form field it belongs to. */
  field: LeadFileField;
  file: File;
  status: AttachmentStatus;
  /** Percent uploaded, while uploading. */
  progress: number;
  /** Why it was refused or failed. */
  message?: string;
  /** The request key it was sent under: a submit with the same key does not send it again. */
  sentFor?: string;
}

/** Files that go with the request: those not refused in the browser. */
export const goesWithRequest = (attachment: Attachment) =>
  attachment.status !== 'too-large' && attachment.status !== 'wrong-type';

export interface UploadTarget {
  /** The lead request's Idempotency-Key. */
  requestKey: string;
  clientId: string;
  field: LeadFileField;
  onProgress: (percent: number) => void;
}

/** Sends one file (the page's, app/lib/lead-files.ts); rejects with the server's sentence or a network error. */
export type UploadLeadFile = (file: File, target: UploadTarget) => Promise<void>;

/** A file of the request that did not reach the server when the form sent it, and why (docs/decisions/081). */
export interface UnsentFile {
  clientId: string;
  field: LeadFileField;
  file: File;
  /** What the upload rejected with: the page decides whether the file can wait on this device. */
  error: unknown;
}

/** A form's file field, as the lead-form widget declares it. */
export interface FileFieldDefinition<Name extends string> {
  name: Name & LeadFileField;
  label: string;
  accept: LeadFileAccept;
  /** Offer the camera first on a phone: for photos of damage, not for plans that live in files. */
  camera?: boolean;
  /** The add button's words ('Add photos'). */
  addLabel: string;
}
