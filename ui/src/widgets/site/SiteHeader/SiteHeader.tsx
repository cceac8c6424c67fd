import { Menu } from 'lucide-react';
import { lazy, useState } from 'react';
import { ButtonLink } from '../../../components/Button';
import { ContentLoader, LoadFailureNotice } from '../../../components/ContentLoader';
import { Icon } from '../../../components/Icon';
import { Anchor } from '../../../components/Link';
import { NavLinks, type SiteHeaderProps } from './NavLinks';
import * as styles from './SiteHeader.css';

/** The company mark: a span over a beam, in the brand's blue and timber. */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#0b4f8a" />
      <path d="M12 46 32 14l20 32h-9L32 28 21 46z" fill="#fff" />
      <rect x="12" y="49" width="40" height="4" rx="2" fill="#d9a066" />
    </svg>
  );
}

// The phone menu's dialog is code a visitor needs only on pressing the menu button: it loads then.
const SiteMenuDrawer = lazy(() => import('./SiteMenuDrawer'));

/**
 * The fixed header (docs/product.md §4.1): from laptop widths on, the bar shows the first links that fit; at
 * every width a menu button opens a slide-in panel with every link, which is a modal dialog: focus stays in it, Escape closes it, the page behind
 * does not scroll.
 */
export function SiteHeader({ brandName, ...navigation }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <div className={styles.bar}>
        <Anchor className={styles.brand} href="/" aria-label={`${brandName}, home`}>
          <BrandMark className={styles.mark} />
          <span aria-hidden="true">{brandName}</span>
        </Anchor>
        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.navList}>
            <NavLinks {...navigation} linkClass={styles.navLink} inBar />
          </ul>
        </nav>
        <div className={styles.actions}>
          <span className={styles.getStartedWide}>
            <ButtonLink href={navigation.getStarted.href} variant="secondary" size="sm">
              {navigation.getStarted.label}
            </ButtonLink>
          </span>
          {/* The browser's own button: the bar keeps no React Aria state, so every page's header hydrates
              without re-rendering (docs/decisions/044). */}
          <button
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          >
            <Icon icon={Menu} size="md" />
          </button>
        </div>
      </div>
      <ContentLoader
        when="interaction"
        requested={menuRequested}
        failed={
          menuOpen ? (
            <LoadFailureNotice onDismiss={() => setMenuOpen(false)}>
              The menu could not load. Check your connection, then reload the page.
            </LoadFailureNotice>
          ) : null
        }
      >
        <SiteMenuDrawer {...navigation} isOpen={menuOpen} onOpenChange={setMenuOpen} />
      </ContentLoader>
    </header>
  );
}
