import { writeFileSync } from 'node:fs';
import { siteSpeedRoutes, type LabRecord } from '@site/domain/site-speed/site-speed';
import type { LighthouseResult } from './lighthouse';

/** Where the build keeps the last run's lab figures for the staff Site speed page (docs/product.md §12.11). */
export const labFiguresPath = 'app/content/lab-figures.json';

/** Lighthouse's figures of each public route, as the Site speed page shows them beside the field's. */
export function labRecordOf(results: readonly LighthouseResult[], measuredOn: string): LabRecord {
  const routes: LabRecord['routes'] = {};
  for (const result of results) {
    const route = siteSpeedRoutes.find((path) => path === result.route);
    if (route) routes[route] = { score: result.score, lcpMs: result.lcpMs, cls: result.cls, tbtMs: result.tbtMs };
  }
  return { measuredOn, routes };
}

export function writeLabFigures(results: readonly LighthouseResult[], measuredOn: string, path = labFiguresPath) {
  writeFileSync(path, `${JSON.stringify(labRecordOf(results, measuredOn), null, 2)}\n`);
}
