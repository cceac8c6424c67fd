/**
 * How a lead form's submit ended in the browser: stored by the server ('sent'), or kept in the browser's
 * outbox because the network failed, to be re-sent with the same idempotency key ('queued').
 */
export type LeadDelivery = 'sent' | 'queued';

/**
 * What a form says when its lead waits in the outbox (docs/product.md §7.2, "nothing lost"). The forms'
 * success toasts say "submitted", which is not yet true; this says what happened and what will.
 * The emergency form says its own failure toast instead (call us now), see docs/decisions/016.
 */
export const leadQueuedCopy = {
  title: 'Saved, Not Sent Yet',
  description:
    "We couldn't reach our server. Your details are saved on this device and will be sent automatically once you're back online.",
} as const;

/**
 * The browser could not keep a request's unsent files to send later (no IndexedDB in private mode, a full
 * disk): the form keeps them and warns before the page is left (docs/decisions/081).
 */
export class LeadFilesNotKept extends Error {
  readonly serverMessage =
    'A file could not be sent, and this browser cannot keep it to send later. Retry it or remove it before you leave this page.';
}
