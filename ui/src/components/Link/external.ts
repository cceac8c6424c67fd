/** Absolute http(s) URLs leave the site; everything else (paths, anchors, mailto:, tel:) stays. */
export const isExternalHref = (href: string | undefined): boolean => !!href && /^(https?:)?\/\//i.test(href);

/** A new tab that cannot reach back into this page (window.opener) nor learn where the visitor came from. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
