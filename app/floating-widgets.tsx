import { LoadFailureBoundary } from '@site/ui/components/ContentLoader';
import { ConnectionBanner, useConnectionStatus } from '@site/ui/widgets/ConnectionBanner';
import { LogoWatermark } from '@site/ui/widgets/LogoWatermark';
import { useHydrated } from '@site/ui/hooks/useHydrated';
import { lazy, Suspense, type ReactNode } from 'react';

const DeferredWidgets = lazy(() => import('./deferred-widgets'));

/**
 * What only exists once the page is interactive (lazily loaded widgets). Becoming interactive re-renders
 * the component that asks, in one task React cannot split, so it is this small one and never a page or
 * the app around it (docs/decisions/043). These are extras: if their code cannot load, the page stays as
 * it is without them (docs/decisions/053).
 */
export function OnceInteractive({ children }: { children: ReactNode }) {
  return useHydrated() ? (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailureBoundary>
  ) : null;
}

/** The widgets that float over every page (docs/product.md §4.3), mounted once in the root. */
export function FloatingWidgets() {
  const connection = useConnectionStatus();

  return (
    <>
      <ConnectionBanner status={connection} />
      <LogoWatermark />
      <OnceInteractive>
        <DeferredWidgets />
      </OnceInteractive>
    </>
  );
}
