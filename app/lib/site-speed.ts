import type { Beacon } from '@site/domain/site-speed/beacon-schema';
import {
  connectionTypes,
  deviceOf,
  siteSpeedRoutes,
  targetOf,
  type ConnectionType,
} from '@site/domain/site-speed/site-speed';
import type { PerformanceFigures } from '@site/ui/widgets/site/PerformanceBadge';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';

/** Where the beacons go (worker/api/site-speed). */
const siteSpeedEndpoint = '/api/site-speed';

type Listener = (patch: PerformanceFigures) => void;

/** The connection's effective type, where the browser has the Network Information API. */
function effectiveConnection(): ConnectionType | undefined {
  const connection: unknown = Reflect.get(navigator, 'connection');
  if (typeof connection !== 'object' || connection === null || !('effectiveType' in connection)) return undefined;
  return connectionTypes.find((type) => type === connection.effectiveType);
}

const milliseconds = (value: number) => Math.round(value);
const withTarget = (value: number, selector: string | undefined) => {
  const target = targetOf(selector);
  return target ? { value, target } : { value };
};

/**
 * Measures this page view with Google's web-vitals (attribution build, docs/decisions/088) and sends what it
 * measured once, with `navigator.sendBeacon`, when the page is first hidden. `listen` hears every change of the
 * figures the performance badge shows, so the badge and the staff report read the same measurement. The route
 * is the page that was loaded (the route table's name of its path); another path sends nothing.
 */
function measureSiteSpeed(listen: Listener): void {
  const route = siteSpeedRoutes.find((path) => path === window.location.pathname);
  const metrics: Beacon['metrics'] = {};
  const options = { reportAllChanges: true };
  onTTFB((metric) => {
    metrics.TTFB = { value: milliseconds(metric.value) };
    const navigation = metric.attribution.navigationEntry;
    // web-vitals reports TTFB once the load event has ended: the badge's load time (docs/product.md §4.3).
    if (navigation && 'loadEventEnd' in navigation && navigation.loadEventEnd > 0) {
      listen({ loadTime: navigation.loadEventEnd });
    }
  }, options);
  onFCP((metric) => {
    metrics.FCP = { value: milliseconds(metric.value) };
    listen({ firstContentfulPaint: metric.value });
  }, options);
  onLCP((metric) => {
    metrics.LCP = withTarget(milliseconds(metric.value), metric.attribution.target);
    listen({ largestContentfulPaint: metric.value });
  }, options);
  onCLS((metric) => {
    metrics.CLS = withTarget(Math.round(metric.value * 10_000) / 10_000, metric.attribution.largestShiftTarget);
    listen({ cumulativeLayoutShift: metric.value });
  }, options);
  onINP((metric) => {
    metrics.INP = withTarget(milliseconds(metric.value), metric.attribution.interactionTarget);
  }, options);

  let sent = false;
  const send = () => {
    if (sent || route === undefined || Object.keys(metrics).length === 0) return;
    sent = true;
    const connection = effectiveConnection();
    const beacon: Beacon = {
      route,
      device: deviceOf(window.innerWidth),
      ...(connection ? { connection } : {}),
      metrics,
    };
    navigator.sendBeacon(siteSpeedEndpoint, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  // On the document, after web-vitals' own capturing listeners on the window, so its final CLS and INP are in
  // before the beacon leaves. Not on `pagehide`: a page being left fires it before `visibilitychange`, while
  // web-vitals may still hold the last interaction for an idle moment, and the beacon would go without its INP.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}

let figures: PerformanceFigures = {};
const listeners = new Set<Listener>();
let measuring = false;

/**
 * The performance badge's figures from the page view's one measurement: the first subscriber starts it, every
 * subscriber hears the figures so far and each change. web-vitals cannot be stopped, so neither can this.
 */
export function watchSiteSpeed(listener: Listener): () => void {
  listeners.add(listener);
  listener(figures);
  if (!measuring) {
    measuring = true;
    measureSiteSpeed((patch) => {
      figures = { ...figures, ...patch };
      for (const each of listeners) each(patch);
    });
  }
  return () => listeners.delete(listener);
}
