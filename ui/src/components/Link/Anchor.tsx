import type { AnchorHTMLAttributes, Ref } from 'react';
import { handleLinkClick, useLinkProps, useRouter } from 'react-aria/private/utils/openLink';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The browser's own link, with internal paths sent through the router the app hands React Aria (its
 * RouterProvider, in app/root.tsx), so ui never imports the app's router and every link routes one way.
 * It keeps no hover, press or focus state in React: the site's links hydrate without re-rendering, and
 * pages that use no other React Aria component load none of it (docs/decisions/044).
 */
export function Anchor({ href, onClick, children, ...props }: AnchorProps) {
  const router = useRouter();
  const routed = useLinkProps({ href });
  return (
    <a
      {...props}
      href={routed.href}
      onClick={(event) => {
        onClick?.(event);
        handleLinkClick(event, router, href, undefined);
      }}
    >
      {children}
    </a>
  );
}
