/**
 * Site speed as visitors meet it (docs/product.md §12.11): Core Web Vitals measured in their browsers, sent once
 * per page view and kept only as counts per day, route, device and metric (docs/decisions/088). The rules of
 * the beacon, the histogram and the ratings live here; the browser, the endpoint and the staff page share them.
 */

/** The public pages of the route table (app/content/pages.ts, checked by app/lib/site-speed.test.ts). */
export const siteSpeedRoutes = [
  '/',
  '/intake',
  '/staff',
  '/gallery',
  '/site-index',
  '/cost-plus-advantage',
  '/build-it',
  '/modern-panelized-framing',
  '/project-recommendations',
  '/project-reports',
  '/app-login',
  '/residential-development',
  '/shopping-center-renovation',
  '/future-projects',
  '/nda-subdivision',
  '/partners',
] as const;
export type SiteSpeedRoute = (typeof siteSpeedRoutes)[number];

export const siteSpeedMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type SiteSpeedMetric = (typeof siteSpeedMetrics)[number];

/** The metrics whose attribution names an element or an interaction target. */
export const attributedMetrics = ['LCP', 'INP', 'CLS'] as const satisfies readonly SiteSpeedMetric[];
export type AttributedMetric = (typeof attributedMetrics)[number];

export const devices = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof devices)[number];

/** The viewport widths (CSS px) from which a page view counts as a tablet, then a desktop. */
export const deviceWidths = { tablet: 600, desktop: 1024 } as const;

export const deviceOf = (viewportWidth: number): Device =>
  viewportWidth >= deviceWidths.desktop ? 'desktop' : viewportWidth >= deviceWidths.tablet ? 'tablet' : 'phone';

/** The Network Information API's effective types; browsers without the API send none. */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

/**
 * Google's thresholds (web.dev, CrUX): at or under `good` is good, over `poor` is poor, between needs
 * improvement. Milliseconds, except CLS (unitless).
 */
export const thresholds: Record<SiteSpeedMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const ratings = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof ratings)[number];

export const ratingOf = (metric: SiteSpeedMetric, value: number): Rating =>
  value <= thresholds[metric].good ? 'good' : value <= thresholds[metric].poor ? 'needs-improvement' : 'poor';

/**
 * The largest value a beacon may carry: a minute for the timings (a page slower than that is a broken page,
 * not a measurement), 10 for CLS (its worst real values stay in single digits).
 */
export const maxValues: Record<SiteSpeedMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

/**
 * HTML's and SVG's element names: the only words a target may hold. The attribution's selector loses its ids
 * and classes in the browser, so a beacon can name an element's place on the page but carry no text
 * (docs/decisions/088).
 */
const elementNames = new Set(
  (
    'a abbr address area article aside audio b blockquote body br button canvas caption cite code dd details dialog ' +
    'div dl dt em fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html i iframe img input label ' +
    'legend li main mark menu nav object ol optgroup option output p picture pre progress q s section select ' +
    'small source span strong sub summary sup table tbody td textarea tfoot th thead time tr u ul video ' +
    'svg g path circle ellipse line polyline polygon rect text use image'
  ).split(' '),
);

/** At most this many elements from the root: web-vitals' own selectors stop at 100 characters. */
export const maxTargetDepth = 16;

/** A selector of element names only, `html>body>main>img`: what `targetOf` leaves of the attribution's. */
export function isTarget(target: string): boolean {
  const names = target.split('>');
  return target.length <= 200 && names.length <= maxTargetDepth && names.every((name) => elementNames.has(name));
}

/** The element names of an attribution selector (`div#root>main.hero>img.photo` -> `div>main>img`), if any. */
export function targetOf(selector: string | undefined): string | undefined {
  if (!selector) return undefined;
  const target = selector
    .split('>')
    .map((part) =>
      part
        .trim()
        .replace(/[#.:[].*$/, '')
        .toLowerCase(),
    )
    .slice(-maxTargetDepth)
    .join('>');
  return isTarget(target) ? target : undefined;
}

/** The largest beacon body: five measurements with their targets fit in well under 1 KB. */
export const maxBeaconBytes = 2048;

/**
 * The histogram every metric is counted in: fixed log-spaced buckets, each 8 % wider than the one before, so
 * a percentile read as its bucket's geometric middle is within 4 % of the true value (docs/decisions/088).
 * Values are counted in units (1 ms; 0.0001 for CLS); bucket 0 holds everything under one unit.
 */
export const bucketRatio = 1.08;
const unitOf = (metric: SiteSpeedMetric) => (metric === 'CLS' ? 0.0001 : 1);

export function bucketOf(metric: SiteSpeedMetric, value: number): number {
  const units = value / unitOf(metric);
  if (units < 1) return 0;
  return Math.floor(Math.log(units) / Math.log(bucketRatio)) + 1;
}

/** A bucket's representative value: its geometric middle (0 for bucket 0). */
export function valueOfBucket(metric: SiteSpeedMetric, bucket: number): number {
  if (bucket === 0) return 0;
  return bucketRatio ** (bucket - 0.5) * unitOf(metric);
}

/** Counts by bucket number, as stored: `{ "57": 3 }`. */
export type Histogram = Record<string, number>;

/** The report's window: the last 28 days, today included, like CrUX's. */
export const reportDays = 28;

/** A UTC calendar day, YYYY-MM-DD, like the funnel's days (docs/product.md §12.8). */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Where a group's 75th percentile falls, as the database reads it: its bucket, and the page views counted. */
export interface P75Bucket {
  metric: SiteSpeedMetric;
  bucket: number;
  count: number;
}

/** A measured element or interaction target over the report's window. */
export interface SlowTarget {
  metric: AttributedMetric;
  route: SiteSpeedRoute;
  target: string;
  count: number;
  /** The mean value over its page views. */
  mean: number;
  rating: Rating;
}

/** What `npm run bench` measured of a route in the lab (Lighthouse, mobile preset; docs/benchmarks.md). */
export interface LabFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LabRecord {
  measuredOn: string;
  routes: Partial<Record<SiteSpeedRoute, LabFigures>>;
}

export interface SpeedFigure {
  p75: number;
  rating: Rating;
  count: number;
}

export interface RouteSpeed {
  route: SiteSpeedRoute;
  device: Device;
  /** Page views counted: the most any one metric of the route and device has. */
  views: number;
  metrics: Partial<Record<SiteSpeedMetric, SpeedFigure>>;
}

export interface TrendDay {
  day: string;
  count: number;
  p75?: number;
  rating?: Rating;
}

export interface SiteSpeedReport {
  from: string;
  to: string;
  asOf?: string;
  views: number;
  byRoute: RouteSpeed[];
  /** Each metric's p75 over all routes and devices, day by day through the window. */
  trends: { metric: SiteSpeedMetric; days: TrendDay[] }[];
  slowest: SlowTarget[];
  lab: LabRecord;
}

const figureOf = (metric: SiteSpeedMetric, bucket: number, count: number): SpeedFigure => {
  const p75 = valueOfBucket(metric, bucket);
  return { p75, rating: ratingOf(metric, p75), count };
};

/** Every day of the window ending on `to`, oldest first. */
export function windowDays(to: string, days = reportDays): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => dayOf(end - (days - 1 - index) * 86_400_000));
}

/** What the database reads of a window (stored by the cron, docs/decisions/088). */
export interface StoredSiteSpeedReading {
  byRoute: (P75Bucket & { route: SiteSpeedRoute; device: Device })[];
  byDay: (P75Bucket & { day: string })[];
  slowest: SlowTarget[];
}

export interface SiteSpeedReading extends StoredSiteSpeedReading {
  to: string;
  lab: LabRecord;
  /** When the reading was computed (ISO), if it was stored. */
  asOf?: string;
}

/**
 * The Site speed report (docs/product.md §12.11) from the window's p75 buckets: p75 by route and device (routes
 * in the route table's order, devices phone first), the daily trend of each metric with its sample count, the
 * slowest targets as given, and the lab record beside them.
 */
export function siteSpeedReport({ byRoute, byDay, slowest, to, lab, asOf }: SiteSpeedReading): SiteSpeedReport {
  const groups = new Map<string, RouteSpeed>();
  for (const row of byRoute) {
    const key = `${row.route} ${row.device}`;
    const group = groups.get(key) ?? { route: row.route, device: row.device, views: 0, metrics: {} };
    group.metrics[row.metric] = figureOf(row.metric, row.bucket, row.count);
    group.views = Math.max(group.views, row.count);
    groups.set(key, group);
  }
  const rows = [...groups.values()].toSorted(
    (a, b) =>
      siteSpeedRoutes.indexOf(a.route) - siteSpeedRoutes.indexOf(b.route) ||
      devices.indexOf(a.device) - devices.indexOf(b.device),
  );
  const daily = new Map(byDay.map((row) => [`${row.metric} ${row.day}`, row]));
  const days = windowDays(to);
  const trends = siteSpeedMetrics.map((metric) => ({
    metric,
    days: days.map((day): TrendDay => {
      const found = daily.get(`${metric} ${day}`);
      if (!found) return { day, count: 0 };
      const { p75, rating, count } = figureOf(metric, found.bucket, found.count);
      return { day, count, p75, rating };
    }),
  }));
  return {
    from: days[0] ?? to,
    to,
    ...(asOf ? { asOf } : {}),
    views: rows.reduce((sum, row) => sum + row.views, 0),
    byRoute: rows,
    trends,
    slowest: [...slowest],
    lab,
  };
}
