import { createContext, useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';

/** The open member of a DisclosureGroup, and how a member opens or closes itself. */
export interface DisclosureGroupState {
  expandedId: string | null;
  toggle: (id: string) => void;
}

export const DisclosureGroupContext = createContext<DisclosureGroupState | null>(null);

export interface UseDisclosureOptions {
  /** Names this disclosure within its DisclosureGroup; outside a group it keeps its own state. */
  id?: string;
  defaultExpanded?: boolean;
}

/**
 * A heading's button that shows or hides a panel, with the browser's own elements (docs/decisions/046): the
 * button says whether the panel is open and which one it controls, the panel is labelled by the button. A
 * closed panel is `hidden="until-found"`, as React Aria's is: the browser's find-in-page still finds its
 * text, and opens it.
 */
export function useDisclosure({ id, defaultExpanded = false }: UseDisclosureOptions) {
  const group = useContext(DisclosureGroupContext);
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const inGroup = group !== null && id !== undefined;
  const expanded = inGroup ? group.expandedId === id : ownExpanded;
  const toggle = inGroup ? () => group.toggle(id) : () => setOwnExpanded((open) => !open);

  const triggerId = useId();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Before the browser paints: the server's `hidden` (and React's, on closing) becomes "until-found".
  useLayoutEffect(() => {
    if (!expanded) panelRef.current?.setAttribute('hidden', 'until-found');
  }, [expanded]);
  const openFound = useEffectEvent(toggle);
  useEffect(() => {
    const panel = panelRef.current;
    panel?.addEventListener('beforematch', openFound);
    return () => panel?.removeEventListener('beforematch', openFound);
  }, []);

  return {
    triggerProps: {
      type: 'button' as const,
      id: triggerId,
      'aria-expanded': expanded,
      'aria-controls': panelId,
      onClick: toggle,
    },
    // Out of the accessibility tree while closed, whatever a tool makes of "until-found".
    panelProps: {
      ref: panelRef,
      id: panelId,
      role: 'group',
      'aria-labelledby': triggerId,
      'aria-hidden': !expanded || undefined,
      hidden: !expanded,
    },
  };
}
