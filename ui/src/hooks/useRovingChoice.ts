import { useState, type KeyboardEvent } from 'react';
import { wrapIndex } from './useWrappingIndex';

/** Where a key moves from the option at `index` of `count`, before wrapping; keys not listed are left alone. */
export type ChoiceKeys = Readonly<Partial<Record<string, (index: number, count: number) => number>>>;

export interface RovingChoiceOptions {
  ids: readonly string[];
  keys: ChoiceKeys;
  /** The chosen id, when the caller holds the choice; otherwise the hook holds it from `defaultId`. */
  id?: string;
  defaultId?: string;
  onChange?: (id: string) => void;
}

/**
 * One choice among a row of sibling buttons that is a single tab stop (tabs, a radio group), with the
 * browser's own buttons (docs/decisions/049): a key moves the focus and the choice together, wrapping at
 * the ends, and choosing the chosen one again changes nothing.
 */
export function useRovingChoice({ ids, keys, id, defaultId, onChange }: RovingChoiceOptions) {
  const [ownId, setOwnId] = useState(defaultId);
  const chosen = id ?? ownId;
  // The tab stop: the chosen option, or the first while none is.
  const tabStop = chosen !== undefined && ids.includes(chosen) ? chosen : ids[0];

  const choose = (next: string) => {
    if (next === chosen) return;
    setOwnId(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // With a modifier the key is the browser's (Alt+Left goes back).
    const move = event.altKey || event.ctrlKey || event.metaKey ? undefined : keys[event.key];
    const nextId = move ? ids[wrapIndex(move(index, ids.length), ids.length)] : undefined;
    if (nextId === undefined) return;
    event.preventDefault();
    choose(nextId);
    // The options are the only children of their row, in the order of `ids`.
    const option = event.currentTarget.parentElement?.children[ids.indexOf(nextId)];
    if (option instanceof HTMLElement) option.focus();
  };

  /** Props for the button of the option `optionId`. */
  const optionProps = (optionId: string) => ({
    type: 'button' as const,
    tabIndex: optionId === tabStop ? 0 : -1,
    onClick: () => choose(optionId),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, ids.indexOf(optionId)),
  });

  return { chosen, optionProps };
}
