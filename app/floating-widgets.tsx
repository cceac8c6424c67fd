import { ConnectionBanner, useConnectionStatus } from '@site/ui/widgets/ConnectionBanner';
import { LogoWatermark } from '@site/ui/widgets/LogoWatermark';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const DeferredWidgets = lazy(() => import('./deferred-widgets'));

const noSubscription = () => () => {};

/** False while the server renders and the browser hydrates, true once the page is interactive. */
export const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The widgets that float over every page (docs/product.md §4.3), mounted once in the root. */
export function FloatingWidgets() {
  const interactive = useInteractive();
  const connection = useConnectionStatus();

  return (
    <>
      <ConnectionBanner status={connection} />
      <LogoWatermark />
      {interactive ? (
        <Suspense fallback={null}>
          <DeferredWidgets />
        </Suspense>
      ) : null}
    </>
  );
}
