import { z } from '../forms/zod';
import { connectionTypes, devices, isTarget, maxValues, siteSpeedRoutes, type SiteSpeedMetric } from './site-speed';

/**
 * The beacon's schema (docs/decisions/088), apart from the browser's measuring code, which imports only its
 * type and so carries no zod after the first paint.
 */

const targetSchema = z.string().refine(isTarget, 'A target is a path of element names');

const measurement = (metric: SiteSpeedMetric) =>
  z.strictObject({ value: z.number().min(0).max(maxValues[metric]), target: targetSchema.optional() });
const plainMeasurement = (metric: SiteSpeedMetric) =>
  z.strictObject({ value: z.number().min(0).max(maxValues[metric]) });

/**
 * One page view's beacon: the route (a name of the route table, never the URL), the device class, the
 * connection's effective type where the browser gives it, and the metrics measured, each at most once. Strict:
 * a field it does not name is refused, so nothing but these numbers and names can be stored.
 */
export const beaconSchema = z.strictObject({
  route: z.enum(siteSpeedRoutes),
  device: z.enum(devices),
  connection: z.enum(connectionTypes).optional(),
  metrics: z
    .strictObject({
      LCP: measurement('LCP').optional(),
      INP: measurement('INP').optional(),
      CLS: measurement('CLS').optional(),
      FCP: plainMeasurement('FCP').optional(),
      TTFB: plainMeasurement('TTFB').optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0, 'A beacon carries at least one metric'),
});
export type Beacon = z.infer<typeof beaconSchema>;
