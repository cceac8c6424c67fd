import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes';

export interface TableRoute {
  /** The address, with a stand-in for each parameter and for a trailing splat. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** The layouts around it, outermost first. */
  layouts: string[];
  /** Its module's source, to tell a page (a default export) from a resource route. */
  source: string;
}

const appDirectory = path.join(import.meta.dirname, '../../app');

/** Every addressable route of app/routes.ts, so a new route is covered by the tests that walk the table. */
export async function routeTable(): Promise<TableRoute[]> {
  const found: TableRoute[] = [];
  const walk = async (entries: RouteConfigEntry[], parentPath: string, layouts: string[]) => {
    for (const entry of entries) {
      const joined = entry.path ? `${parentPath}/${entry.path}` : parentPath;
      if (entry.path !== undefined || entry.index)
        found.push({
          path: (joined || '/').replace(/:\w+/g, 'x').replace(/\*$/, 'nothing-here'),
          file: entry.file,
          layouts,
          source: await readFile(path.join(appDirectory, entry.file), 'utf8'),
        });
      if (entry.children) await walk(entry.children, joined, [...layouts, entry.file]);
    }
  };
  await walk(routes, '', []);
  return found;
}

/** A route that renders a document, not data or a file. */
export const isPage = (route: TableRoute) => /^export default\b/m.test(route.source);
