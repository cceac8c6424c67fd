import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Anchor, type AnchorProps } from './Anchor';
import { externalLinkProps, isExternalHref } from './external';
import { link } from './Link.css';

export interface LinkProps extends Omit<AnchorProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  tone?: 'brand' | 'inherit';
  underline?: 'always' | 'hover';
}

/** What an external link (this one, or ButtonLink) adds after its text: the icon, and the same news for screen readers. */
export function NewTabMark() {
  return (
    <>
      <Icon icon={ExternalLink} size="sm" />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}

/**
 * Internal paths navigate through whatever router the app provides (Anchor), so ui never imports the app's
 * router. External URLs open in a new tab, say so to screen readers, and show it.
 */
export function Link({ href, children, tone, underline, ...props }: LinkProps) {
  const external = isExternalHref(href);
  return (
    <Anchor href={href} {...(external ? externalLinkProps : {})} {...props} className={link({ tone, underline })}>
      {children}
      {external ? <NewTabMark /> : null}
    </Anchor>
  );
}
