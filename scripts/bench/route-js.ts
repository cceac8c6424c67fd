import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

export interface RouteJs {
  route: string;
  files: number;
  jsGzip: number;
  stylesheets: number;
  cssGzip: number;
}

/**
 * The JavaScript a browser must fetch before a route is interactive, from the BUILT client's route
 * manifest: the client entry, and every module (with its static imports) of the
 * route and its parents. Lazily imported chunks (chat, calculator, game, chart) are not counted. The
 * stylesheets are those the document links for the route: the entry's and each route module's `css`.
 */
export function measureRouteJs(clientDir = 'build/client'): RouteJs[] {
  const assets = path.join(clientDir, 'assets');
  const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`No route manifest in ${assets}: run \`npm run build\` first`);
  const source = readFileSync(path.join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
  // Stylesheet URLs in the manifest may end in '#' (React Router's marker), which is not part of the file.
  const gzipOf = (url: string) => gzipSync(readFileSync(path.join(clientDir, url.replace(/[#?].*$/, '')))).length;

  const chain = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    return parent ? [...chain(parent), route] : [route];
  };
  const pathOf = (route: ManifestRoute) =>
    `/${chain(route)
      .map((part) => part.path ?? '')
      .filter(Boolean)
      .join('/')}`;

  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return (
    Object.values(manifest.routes)
      // Pages only: redirects and files (/contact, /sitemap.xml, /robots.txt) run no client code, and a
      // layout is counted in each page it wraps.
      .filter((route) => route.hasDefaultExport && !parents.has(route.id))
      .map((route) => {
        // The manifest file itself is not fetched: with lazy route discovery the document carries the
        // routes it needs (tests/e2e/budgets.spec.ts checks that no page asks for the file).
        const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
        for (const part of chain(route)) for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
        const jsGzip = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
        const css = new Set([...(manifest.entry.css ?? []), ...chain(route).flatMap((part) => part.css ?? [])]);
        const cssGzip = [...css].reduce((sum, file) => sum + gzipOf(file), 0);
        return { route: pathOf(route), files: files.size, jsGzip, stylesheets: css.size, cssGzip };
      })
      .toSorted((a, b) => a.route.localeCompare(b.route))
  );
}
