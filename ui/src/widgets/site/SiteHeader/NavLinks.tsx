import { Anchor, externalLinkProps } from '../../../components/Link';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as styles from './SiteHeader.css';

export interface NavItem {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  brandName: string;
  items: readonly NavItem[];
  /** The live company app: opens in a new tab. */
  external: NavItem;
  getStarted: NavItem;
  /** The current path, so its link is marked as the current page. */
  currentPath: string;
}

/** How many links the bar holds on a laptop (1024 px), a wide screen (1280 px) and a full one (1536 px). */
const linksOnDesktop = 6;
const linksOnWide = 9;
const linksOnFull = 11;

function shownFromFor(index: number) {
  if (index < linksOnDesktop) return undefined;
  if (index < linksOnWide) return styles.shownFrom.wide;
  return index < linksOnFull ? styles.shownFrom.full : styles.shownFrom.never;
}

/** The site's links, in the header bar and in the phone menu alike. */
export function NavLinks({
  items,
  external,
  currentPath,
  linkClass,
  onNavigate,
  inBar = false,
}: Omit<SiteHeaderProps, 'brandName' | 'getStarted'> & {
  linkClass: string;
  onNavigate?: () => void;
  /** In the header bar, links beyond what the width holds wait for a wider screen (the menu has them). */
  inBar?: boolean;
}) {
  return (
    <>
      {items.map((item, index) => (
        <li key={item.href} className={inBar ? shownFromFor(index) : undefined}>
          <Anchor
            className={linkClass}
            href={item.href}
            aria-current={item.href === currentPath ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Anchor>
        </li>
      ))}
      <li className={inBar ? styles.shownFrom.never : undefined}>
        <Anchor className={linkClass} href={external.href} {...externalLinkProps}>
          {external.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      </li>
    </>
  );
}
