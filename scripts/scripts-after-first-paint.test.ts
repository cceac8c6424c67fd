import { describe, expect, it } from 'vitest';
import { afterFirstPaint, deferPageScripts } from './scripts-after-first-paint';

// The shape React Router's <Scripts /> renders with lazy route discovery.
const moduleScript = [
  ';',
  'import * as route0 from "/assets/root-A.js";',
  'import * as route1 from "/assets/public-site-B.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"layouts/public-site":route1};',
  '',
  'import("/assets/entry.client-C.js");',
].join('\n');

const page = [
  '<head><link rel="preload" href="/assets/inter.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n"/></head>',
  '<body><main>Cost-plus</main><script nonce="n">window.__reactRouterContext = {};</script>',
  `<script nonce="n" type="module" async="">${moduleScript}</script></body>`,
].join('');

describe('deferPageScripts', () => {
  it('moves the module script, unchanged, to a file named by its content', () => {
    const { module } = deferPageScripts(page);
    expect(module.source).toBe(moduleScript);
    expect(module.url).toMatch(/^\/assets\/page-scripts-[0-9a-f]{12}\.js$/);
    expect(deferPageScripts(page.replaceAll('root-A', 'root-Z')).module.url).not.toBe(module.url);
  });

  it('drops the module preloads and loads that file after the first paint, leaving the rest of the page', () => {
    const { html, module } = deferPageScripts(page);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('import');
    expect(html).toContain(`<script nonce="n" type="module" async="">${afterFirstPaint(module.url)}</script>`);
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<main>Cost-plus</main>');
  });

  it('adds the file as a script element once a frame has been painted', () => {
    const loader = afterFirstPaint('/assets/page-scripts-abc.js');
    expect(loader).toMatch(/^requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(loader).toContain('script.src = "/assets/page-scripts-abc.js";');
    expect(loader).toContain("script.type = 'module';");
  });

  it('fails the build when a page has no module script to defer', () => {
    expect(() => deferPageScripts('<main>Cost-plus</main>')).toThrow(/no module script/);
  });
});
