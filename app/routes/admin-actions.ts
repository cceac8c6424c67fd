import { StaleEditError } from '@site/domain/admin';
import type { AdminActionAnswer } from '@site/domain/pipeline';
import type { FieldErrors } from '@site/domain/validation';
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher, type ShouldRevalidateFunctionArgs, type SubmitTarget } from 'react-router';

/** A refused change; `fieldErrors` lets a form put each message under its field. */
export class AdminActionError extends Error {
  override name = 'AdminActionError';
  constructor(
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

type Done = Extract<AdminActionAnswer, { ok: true }>;

/**
 * The admin pages' changes go to their route's action through a fetcher: the page's loader data is read
 * again after a change (and only then, docs/product.md §13.1). `send` resolves once the answer and the
 * fresh data are in, and throws the refusal (a `StaleEditError` carrying the current record on 409), so a
 * widget's save can keep its dialog open or put a card back exactly as with any failed call.
 */
export function useAdminAction() {
  const fetcher = useFetcher<AdminActionAnswer>();
  const { submit } = fetcher;
  const waiting = useRef<{ resolve: (answer: Done) => void; reject: (error: Error) => void } | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const { resolve, reject } = waiting.current;
    waiting.current = null;
    const result = fetcher.data;
    if (result?.ok) resolve(result);
    else if (result?.current) reject(new StaleEditError(result.message, result.current));
    else reject(new AdminActionError(result?.message ?? 'The server did not answer.', result?.fieldErrors));
  }, [fetcher.state, fetcher.data]);

  const send = useCallback(
    (body: object, action?: string) =>
      new Promise<Done>((resolve, reject) => {
        waiting.current = { resolve, reject };
        void submit(body as SubmitTarget, { method: 'post', encType: 'application/json', action });
      }),
    [submit],
  );
  return { send, isPending: fetcher.state !== 'idle' };
}

/**
 * After a refused change the page reads its data again only when the record moved on (409): it then shows
 * the current version, as a stale edit should. Other refusals changed nothing worth a round trip.
 */
export const revalidateAfterStale = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate;
