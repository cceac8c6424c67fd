import type { AnchorHTMLAttributes, Ref } from 'react';
import { routesInApp, useLinkRouter } from './router';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The browser's own link, with a plain click on an internal path sent through the app's router
 * (LinkRouterProvider, in app/root.tsx), so ui never imports the app's router and every link routes one way.
 * It keeps no hover, press or focus state in React: the site's links hydrate without re-rendering, and
 * pages that use no React Aria component load none of it (docs/decisions/044).
 */
export function Anchor({ href, onClick, children, ...props }: AnchorProps) {
  const router = useLinkRouter();
  // The app's router hook, the same one for the whole life of the app (LinkRouterProvider).
  // oxlint-disable-next-line react/hooks
  const routed = router.useHref(href);
  return (
    <a
      {...props}
      href={routed}
      onClick={(event) => {
        onClick?.(event);
        if (!router.navigate || !routesInApp(event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
