import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '../Link/Anchor';
import { externalLinkProps, isExternalHref } from '../Link/external';
import { button, type ButtonVariants } from './Button.css';
import { NewTabMark } from '../Link/Link';

export interface ButtonLinkProps extends Omit<AnchorProps, 'className' | 'style' | 'children'>, ButtonVariants {
  children: ReactNode;
}

/** Navigation that looks like a button ('Get Free Estimate', 'View All Projects'); it is still a link. */
export function ButtonLink({ href, children, variant, size, fullWidth, ...props }: ButtonLinkProps) {
  const external = isExternalHref(href);
  return (
    <Anchor
      href={href}
      {...(external ? externalLinkProps : {})}
      {...props}
      className={button({ variant, size, fullWidth })}
    >
      {children}
      {external ? <NewTabMark /> : null}
    </Anchor>
  );
}
