import { siteSpeedRoutes, type LabRecord } from '@site/domain/site-speed/site-speed';
import type { LoaderFunctionArgs } from 'react-router';
import { readSiteSpeed } from '../../worker/services/site-speed/site-speed';
import labFigures from '../content/lab-figures.json';
import { staffLoader, staffOf } from './guard.server';

/** The lab figures of the last `npm run bench` (scripts/bench/lab-figures.ts), by the route table's names. */
const lab: LabRecord = {
  measuredOn: labFigures.measuredOn,
  routes: Object.fromEntries(
    Object.entries(labFigures.routes).flatMap(([path, figures]) => {
      const route = siteSpeedRoutes.find((name) => name === path);
      return route ? [[route, figures]] : [];
    }),
  ),
};

/**
 * /admin/site-speed (docs/product.md §12.11): the last 28 days of visitors' Core Web Vitals with the lab figures
 * beside them, read in one round trip after the staff guard's (docs/decisions/069).
 */
export const siteSpeedLoader = staffLoader('staff', async ({ context }: LoaderFunctionArgs) => {
  const { db } = staffOf(context);
  return { report: await readSiteSpeed(db, lab) };
});
