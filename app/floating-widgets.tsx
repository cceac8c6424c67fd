import { ContentLoader } from '@site/ui/components/ContentLoader';
import { ConnectionBanner, useConnectionStatus } from '@site/ui/widgets/site/ConnectionBanner';
import { LogoWatermark } from '@site/ui/widgets/site/LogoWatermark';
import { lazy } from 'react';

const DeferredWidgets = lazy(() => import('./deferred-widgets'));

/** The widgets that float over every page (docs/product.md §4.3), mounted once in the root. */
export function FloatingWidgets() {
  const connection = useConnectionStatus();

  return (
    <>
      <ConnectionBanner status={connection} />
      <LogoWatermark />
      {/* Extras: if their code cannot load, the page stays as it is without them (docs/decisions/053). */}
      <ContentLoader when="after-first-paint" failed={null}>
        <DeferredWidgets />
      </ContentLoader>
    </>
  );
}
