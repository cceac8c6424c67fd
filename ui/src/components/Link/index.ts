export { Anchor, type AnchorProps } from './Anchor';
export { externalLinkProps, isExternalHref } from './external';
export { Link, type LinkProps } from './Link';
export { LinkRouterProvider, useLinkRouter, type LinkRouterProps } from './router';
