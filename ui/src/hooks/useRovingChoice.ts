import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { wrapIndex } from './useWrappingIndex';

/** Where a key moves from the option at `index` of `count`, before wrapping; keys not listed are left alone. */
export type ChoiceKeys = Readonly<Partial<Record<string, (index: number, count: number) => number>>>;

export interface RovingChoiceOptions {
  ids: readonly string[];
  keys: ChoiceKeys;
  /** Whether a key chooses the option it moves to (tabs), or only moves there for Space or Enter to choose. */
  choosesOnMove: boolean;
  /** The chosen id, when the caller holds the choice; otherwise the hook holds it from `defaultId`. */
  id?: string;
  defaultId?: string;
  onChange?: (id: string) => void;
}

/**
 * One choice among a row of sibling buttons that is a single tab stop (tabs, a radio group), with the
 * browser's own buttons (docs/decisions/049). The tab stop is the focused option while the focus is in the
 * row, and the chosen one (the first while none is) when the focus comes back to it. Keys move the focus,
 * wrapping at the ends, and choosing the chosen option again changes nothing.
 */
export function useRovingChoice({ ids, keys, choosesOnMove, id, defaultId, onChange }: RovingChoiceOptions) {
  const [ownId, setOwnId] = useState(defaultId);
  const [focusedId, setFocusedId] = useState<string>();
  const chosen = id ?? ownId;
  const tabStop = focusedId ?? (chosen !== undefined && ids.includes(chosen) ? chosen : ids[0]);

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
    if (choosesOnMove) choose(nextId);
    // The options are the only children of their row, in the order of `ids`.
    const option = event.currentTarget.parentElement?.children[ids.indexOf(nextId)];
    if (option instanceof HTMLElement) option.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setFocusedId(undefined);
  };

  /** Props for the button of the option `optionId`. */
  const optionProps = (optionId: string) => ({
    type: 'button' as const,
    tabIndex: optionId === tabStop ? 0 : -1,
    onClick: () => choose(optionId),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, ids.indexOf(optionId)),
    onFocus: () => setFocusedId(optionId),
    onBlur,
  });

  return { chosen, optionProps };
}
