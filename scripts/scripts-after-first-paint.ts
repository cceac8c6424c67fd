/**
 * After `react-router build`, before the security headers hash the inline scripts: every pre-rendered page
 * starts loading its JavaScript only once it has painted (docs/decisions/039). React Router's `<Scripts />`
 * asks for every module at once (module preloads and the static imports of its inline module script), and
 * on a phone on a slow network those downloads share the line with the stylesheet, the font and the hero
 * image that the first screen waits for. The page is complete HTML without its scripts, so they can wait
 * one frame. Pages the Worker renders (the 404 page, /admin) keep React Router's own loading.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const hydrationScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * The inline script that replaces React Router's: after the next paint (requestAnimationFrame runs just
 * before it, the task after it) it adds the page's module as a script element. A script added by a script
 * the page's policy trusts is trusted in turn ('strict-dynamic'), and so is everything that module imports;
 * an import() written in the inline script itself would not be (decision 023's policy).
 */
export function afterFirstPaint(moduleUrl: string): string {
  return [
    'requestAnimationFrame(() => setTimeout(() => {',
    "  const script = document.createElement('script');",
    "  script.type = 'module';",
    `  script.src = ${JSON.stringify(moduleUrl)};`,
    '  document.head.append(script);',
    '}));',
  ].join('\n');
}

export interface DeferredPage {
  html: string;
  /** React Router's module script for this page (`source`), to be served at `url`. */
  module: { url: string; source: string };
}

/** The page with no module preloads, its module script moved to a file that is loaded after the first paint. */
export function deferPageScripts(html: string): DeferredPage {
  const match = hydrationScript.exec(html);
  if (!match) throw new Error('no module script to defer: has React Router changed how <Scripts /> renders?');
  const [whole, open, source, close] = match as unknown as [string, string, string, string];
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const url = `/assets/page-scripts-${hash}.js`;
  return {
    html: html.replace(whole, () => `${open}${afterFirstPaint(url)}${close}`).replace(modulePreload, ''),
    module: { url, source },
  };
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function main() {
  const client = path.resolve('build/client');
  const files = htmlFiles(client);
  for (const file of files) {
    const { html, module } = deferPageScripts(readFileSync(file, 'utf8'));
    const moduleFile = path.join(client, module.url);
    mkdirSync(path.dirname(moduleFile), { recursive: true });
    writeFileSync(moduleFile, module.source);
    writeFileSync(file, html);
  }
  console.log(`Scripts after the first paint: ${files.length} pre-rendered pages`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
