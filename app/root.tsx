import './font.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { themeClass } from '@site/ui/theme';
import { ContentLoader } from '@site/ui/components/ContentLoader';
import { isExternalHref, LinkRouterProvider } from '@site/ui/components/Link';
import { useHydrated } from '@site/ui/hooks/useHydrated';
import { lazy, useContext, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router';
import { CspNonce } from './csp-nonce';
import { followScrollTarget, fragmentTarget } from './lib/scroll';
import { NotFound } from './routes/not-found';
import * as styles from './routes/not-found.css';
import type { Route } from './+types/root';

// The font is requested with the document instead of after the stylesheet, so text settles early.
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * React Aria adds this stylesheet to the head when its first pressable mounts, and a stylesheet added to a
 * page restyles and lays out all of it again, a long task on a phone. Written into the HTML instead, React Aria
 * finds it by its id and adds nothing (docs/decisions/052).
 */
const pressableStyle = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

export function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it: what a script-driven visitor (the end-to-end tests, the
  // bench) does before then is lost, so they wait for this mark.
  const interactive = useHydrated();
  const nonce = useContext(CspNonce);
  return (
    <html lang="en-US" className={themeClass} data-interactive={interactive ? 'true' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* React Router gives its links the nonce only on the server; in the browser it comes from the
            document (app/entry.client.tsx), so both render the same. */}
        <Links nonce={nonce} />
        <style id="react-aria-pressable-style">{pressableStyle}</style>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * React Router resolves every href against the current route, which turned an absolute URL into
 * '/build-it/https:/...' and a hotline into '/partners/tel:...'. External links and other schemes (tel:,
 * mailto:) keep their own address; everything else is the router's.
 */
function useSiteHref(href: string): string {
  const resolved = useHref(href);
  return isExternalHref(href) || /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

// No toast exists before the page is interactive: the region's code loads after the first paint (docs/decisions/072).
const ToastRegion = lazy(() => import('@site/ui/components/Toast').then((module) => ({ default: module.ToastRegion })));

/** The document around every page; the public site and the staff pages each bring their shell (app/layouts). */
export default function App() {
  const navigate = useNavigate();
  return (
    // ui's links route through React Router without ui knowing about it. The provider takes the hook itself
    // and its links call it while they render, so passing it is not a violation.
    // oxlint-disable-next-line react/rules-of-hooks
    <LinkRouterProvider navigate={(to) => void navigate(to)} useHref={useSiteHref}>
      <FragmentScrollFollower />
      <Outlet />
      <ContentLoader when="after-first-paint" failed={null}>
        <ToastRegion />
      </ContentLoader>
    </LinkRouterProvider>
  );
}

/**
 * React Router scrolls a navigation with a fragment ('Get Free Estimate', '/#intake-form') to its target;
 * this keeps that scroll on the target while lazily loaded blocks above it arrive. A leaf, so a navigation
 * re-renders nothing else for it.
 */
function FragmentScrollFollower() {
  // Every navigation is a new location, so following the same fragment twice follows it twice.
  const location = useLocation();
  useEffect(() => {
    const target = fragmentTarget(location.hash);
    return target ? followScrollTarget(target) : undefined;
  }, [location]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <main id="main">
        <NotFound />
      </main>
    );
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.hint}>Please reload the page. If it keeps happening, call us — we are glad to help.</p>
      {detail ? <pre className={styles.hint}>{detail}</pre> : null}
    </main>
  );
}
