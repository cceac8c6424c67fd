import {
  contentLoadPlan,
  contentPrefetchMarginPx,
  type ContentPriority,
  type NetworkHints,
} from '@site/domain/content-loading';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { LoadFailureBoundary } from './LoadFailureBoundary';

export interface ContentLoaderProps {
  /** The block, usually a `React.lazy` component: rendered only once the block is near the viewport. */
  children: ReactNode;
  /** Starts fetching the block's code; on a fast connection it is called early, as the block approaches. */
  load: () => Promise<unknown>;
  /** Shown until the block is near and while its code arrives; the server renders only this. */
  placeholder: ReactNode;
  priority?: ContentPriority;
  /** What the connection is like; the browser's Network Information API when not given. */
  network?: NetworkHints;
}

const browserNetwork = (): NetworkHints => {
  const connection = (navigator as Navigator & { connection?: NetworkHints }).connection;
  return connection
    ? { effectiveType: connection.effectiveType, downlink: connection.downlink, saveData: connection.saveData }
    : {};
};

function whenIntersecting(node: Element, options: IntersectionObserverInit, then: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  }, options);
  observer.observe(node);
  return () => observer.disconnect();
}

function BlockDidNotLoad() {
  return (
    <Stack gap="2">
      <Text role="alert">This part of the page could not load. Check your connection, then reload the page.</Text>
      <div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The one way a page defers content a visitor has not reached yet (docs/decisions/020): the block loads
 * when it comes within 100 px of the viewport, after a delay set by the connection and the block's
 * priority (domain/content-loading). The server and the first client render show the placeholder, so
 * hydration matches and the initial HTML and JavaScript carry only what the first screen needs.
 */
export function ContentLoader({ children, load, placeholder, priority = 'medium', network }: ContentLoaderProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = anchor.current;
    if (!node || near) return;
    const plan = contentLoadPlan(network ?? browserNetwork(), priority);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stops = [
      whenIntersecting(node, { rootMargin: `${plan.rootMarginPx}px 0px`, threshold: plan.threshold }, () => {
        timer = setTimeout(() => setNear(true), plan.delayMs);
      }),
    ];
    if (plan.prefetch)
      stops.push(
        // A failed prefetch is not an error: the block's own load tries again and shows what went wrong.
        whenIntersecting(node, { rootMargin: `${contentPrefetchMarginPx}px 0px` }, () => void load().catch(() => {})),
      );
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(timer);
    };
  }, [near, load, priority, network]);

  return (
    <div ref={anchor} data-content-loader={near ? 'near' : 'waiting'}>
      {near ? (
        <LoadFailureBoundary fallback={<BlockDidNotLoad />}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </LoadFailureBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
