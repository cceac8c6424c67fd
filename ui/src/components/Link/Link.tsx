import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { externalLinkProps, isExternalHref } from './external';
import { link } from './Link.css';
import { NewTabMark } from './NewTabMark';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  tone?: 'brand' | 'inherit';
  underline?: 'always' | 'hover';
}

/**
 * Internal paths navigate through whatever router the app provides (React Aria's RouterProvider), so ui
 * never imports the app's router. External URLs open in a new tab, say so to screen readers, and show it.
 */
export function Link({ href, children, tone, underline, ...props }: LinkProps) {
  const external = isExternalHref(href);
  return (
    <AriaLink href={href} {...(external ? externalLinkProps : {})} {...props} className={link({ tone, underline })}>
      {children}
      {external ? <NewTabMark /> : null}
    </AriaLink>
  );
}
