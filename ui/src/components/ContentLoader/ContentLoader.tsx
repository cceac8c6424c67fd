import { contentLoadPlan, contentPrefetchMarginPx, type ContentPriority, type NetworkHints } from './content-loading';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { LoadFailureBoundary } from './LoadFailureBoundary';

/**
 * When a deferred block renders: `approach`, as it comes near the viewport (what a visitor scrolls to: a
 * calculator, a form, a game); `after-first-paint`, once the page is interactive (what nothing on the first
 * screen waits for: the floating widgets, the toast region); `interaction`, from the visitor's first request
 * on (a menu, a photo viewer, a conversation).
 */
export type DeferMode = 'approach' | 'after-first-paint' | 'interaction';

export interface ContentLoaderProps {
  /** The deferred block, usually a `React.lazy` component. */
  children: ReactNode;
  when?: DeferMode;
  /** Shown until the block renders and while its code arrives; the server renders only this. Nothing by default. */
  placeholder?: ReactNode;
  /**
   * Shown instead when the block's code cannot load (docs/decisions/053): by default a notice with a reload
   * button; nothing for an extra the page can do without; a `LoadFailureNotice` for what the visitor opened.
   */
  failed?: ReactNode;
  /** `approach`: starts fetching the block's code, called early (as the block approaches) on a fast connection. */
  load?: () => Promise<unknown>;
  /** `approach`: how soon the block loads once near. */
  priority?: ContentPriority;
  /** `approach`: what the connection is like; the browser's Network Information API when not given. */
  network?: NetworkHints;
  /** `interaction`: true from the visitor's first request on; the block stays once rendered. */
  requested?: boolean;
}

type Deferred = Pick<ContentLoaderProps, 'children' | 'placeholder' | 'failed'>;

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

const blockDidNotLoad = <BlockDidNotLoad />;

function Loaded({ children, placeholder = null, failed = blockDidNotLoad }: Deferred) {
  return (
    <LoadFailureBoundary fallback={failed}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * How a page defers a block it does not need for its first screen (docs/decisions/072), in one of three modes
 * (`when`): on approach (the default), after the first paint, or on interaction. The server and the first client
 * render show the placeholder, so hydration matches and the initial HTML and JavaScript carry only what the
 * first screen needs; the block renders in a `Suspense` behind a `LoadFailureBoundary`.
 */
export function ContentLoader({ when = 'approach', requested = false, ...props }: ContentLoaderProps) {
  if (when === 'after-first-paint') return <WhenHydrated {...props} />;
  if (when === 'interaction') return requested ? <Loaded {...props} /> : (props.placeholder ?? null);
  return <WhenNear {...props} />;
}

/**
 * The only component that re-renders when the page becomes interactive, in one task React cannot split; so it
 * is this small one and never the page around it (docs/decisions/043).
 */
function WhenHydrated(props: Deferred) {
  return useHydrated() ? <Loaded {...props} /> : (props.placeholder ?? null);
}

/**
 * Near is within 100 px of the viewport, after a delay set by the connection and the block's priority
 * (content-loading.ts).
 */
function WhenNear({ load, priority = 'medium', network, ...deferred }: Omit<ContentLoaderProps, 'when' | 'requested'>) {
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
    if (plan.prefetch && load)
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
      {near ? <Loaded {...deferred} /> : deferred.placeholder}
    </div>
  );
}
