import '@fontsource-variable/inter';
import { themeClass } from '@site/ui/theme';
import { ToastRegion } from '@site/ui/components/Toast';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate, useHref } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { NotFound } from './routes/not-found';
import * as styles from './routes/not-found.css';
import type { Route } from './+types/root';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={themeClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();
  return (
    // ui links route through React Router without ui knowing about it. React Aria's API takes the hook
    // itself and calls it during render, so passing it is the documented use, not a violation.
    // oxlint-disable-next-line react/rules-of-hooks
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </RouterProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.hint}>Please reload the page. If it keeps happening, call us — we are glad to help.</p>
      {detail ? <pre className={styles.hint}>{detail}</pre> : null}
    </main>
  );
}
