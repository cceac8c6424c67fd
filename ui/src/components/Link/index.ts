export { externalLinkProps, isExternalHref } from './external';
export { Link, type LinkProps } from './Link';
