import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';

export interface LinkRouterProps {
  /** Goes to an address of the app without loading a new document. */
  navigate: (href: string) => void;
  /** How the app writes one of its addresses in the document (a hook: called while a link renders). */
  useHref: (href: string) => string;
  children: ReactNode;
}

interface LinkRouter extends Omit<LinkRouterProps, 'children' | 'navigate'> {
  navigate: LinkRouterProps['navigate'] | null;
}

/** Without an app router (a story without one), a link is the browser's: it loads its address. */
const LinkRouterContext = createContext<LinkRouter>({ navigate: null, useHref: (href) => href });

/**
 * The app's router for ui's links, so ui never imports the app's router: app/root.tsx provides React Router's
 * navigation here, a story a spy.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <LinkRouterContext value={router}>{children}</LinkRouterContext>;
}

export const useLinkRouter = () => useContext(LinkRouterContext);

/**
 * Whether a click on a link is the app's to handle: a plain click on a link to this site, in this tab. A
 * click with a modifier (new tab or window, download), a target or a download attribute stays the browser's.
 */
export function routesInApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    link.origin === location.origin &&
    !link.hasAttribute('download') &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
}
