import { requestErrorOf } from '@site/domain/forms/errors';
import type { StaffAnswer } from '@site/domain/staff/answer';
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { StaffActionCurrent, StaffActionInput } from './guard.server';

/** Said when a staff action's answer carries no sentence of its own. */
const noAnswer = 'The server did not answer.';

type Done = Extract<StaffAnswer, { ok: true }>;

interface SendOptions<Current> {
  /** Another route's action (the address of the route that owns it). */
  action?: string;
  /** Someone else saved first (409): the record as it is now, for the form to show. */
  onStale?: (current: Current) => void;
}

/**
 * The one way a staff page changes data (docs/architecture.md): its route's action through a fetcher, typed by
 * that action (`useStaffAction<typeof action>()`), so a page can send only what the action's schema takes.
 * The page's loader data is read again after a change (and only then, docs/product.md §13.1). `send` resolves
 * with the answer once the fresh data is in, and rejects with the refusal, so a widget's save can keep its
 * dialog open or put a card back exactly as with any failed call.
 */
export const useStaffAction = <A>() => useStaffFetcher<StaffActionInput<A>, StaffActionCurrent<A>>();

/**
 * The same for a page under the staff guard whose action is not a `staffAction` because nobody is signed in yet
 * (an invitation's acceptance, docs/decisions/095): it names what it sends, and its action answers a StaffAnswer.
 */
export function useStaffFetcher<Input, Current = never>() {
  // Every staff action answers a StaffAnswer (guard.server.ts), plain JSON that arrives unchanged, and
  // useStaffAction ties Current to the action that answers.
  const fetcher = useFetcher<StaffAnswer<Current>>();
  const { submit } = fetcher;
  const waiting = useRef<{
    resolve: (answer: Done) => void;
    reject: (error: Error) => void;
    onStale?: (current: Current) => void;
  } | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const { resolve, reject, onStale } = waiting.current;
    waiting.current = null;
    const result = fetcher.data;
    if (result?.ok) return resolve(result);
    if (result?.current !== undefined) onStale?.(result.current);
    // A refused change is the same RequestError as a refused API call: a form puts each field's message under it.
    reject(requestErrorOf(result, result?.message ?? noAnswer, { serverMessage: noAnswer }));
  }, [fetcher.state, fetcher.data]);

  const send = useCallback(
    (input: Input, { action, onStale }: SendOptions<Current> = {}) =>
      new Promise<Done>((resolve, reject) => {
        waiting.current = { resolve, reject, onStale };
        // The JSON the action receives: what the input serialises to, typed as the JSON the fetcher sends.
        void submit(JSON.parse(JSON.stringify(input)), { method: 'post', encType: 'application/json', action });
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
