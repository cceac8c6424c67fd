/**
 * `npm run bench`: the numbers we promise, measured. Results are printed and written to
 * docs/benchmarks.md (commit that file when the numbers change).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cssBudget, jsBudgetOf, publicRoutes, targets } from './budgets';
import { measureRouteJs } from './route-js';
import { measureServedPages, servedPagesTables } from './served-pages';
import { cleanUp, measureUiBundle, uiBundleCases, widgetBundleCases } from './ui-bundle';
import { measureAdminApi, measureAdminAtScale, writeAdminScaleSection, writeAdminSection } from './staff-pages';
import { measureAssistant } from './assistant';
import { measureInteractions, writeInteractionsSection } from './interactions';
import { measurePasswords } from './passwords';
import { writeLabFigures } from './lab-figures';

// `npm run bench -- admin` measures only the admin's timings, at a year's size and at scale (after
// `npm run build`), and rewrites their sections.
if (process.argv.slice(2).includes('admin')) {
  writeAdminSection(await measureAdminApi((line) => console.log(line)));
  writeAdminScaleSection(await measureAdminAtScale((line) => console.log(line)));
  process.exit(0);
}

// `npm run bench -- passwords` prints what one staff password hash costs in the Worker at each of OWASP's
// Argon2id settings (docs/benchmarks.md, "Staff password hashing").
if (process.argv.slice(2).includes('passwords')) {
  console.log(await measurePasswords((line) => console.log(line)));
  process.exit(0);
}

// `npm run bench -- assistant` prints the chat assistant's answer time (docs/benchmarks.md, "Chat assistant").
if (process.argv.slice(2).includes('assistant')) {
  const { median, p95, coldStart } = measureAssistant();
  console.log(
    `Assistant answer: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, first answer (index built) ${coldStart.toFixed(1)} ms`,
  );
  process.exit(0);
}

// `npm run bench -- interactions [name ...]` times the phone interactions (after `npm run build`; only those
// named, with dashes for spaces, when any is) and rewrites their section.
if (process.argv.slice(2).includes('interactions')) {
  const names = process.argv.slice(2).filter((argument) => argument !== 'interactions');
  writeInteractionsSection(await measureInteractions((line) => console.log(line), names));
  process.exit(0);
}

// `npm run bench -- pages [/route ...]` prints Lighthouse and throughput for those public routes (all of them
// when none is named) of the build there is (after `npm run build`), to compare one change without the whole
// run, or to split it into runs short enough for a shared machine; it writes no report.
if (process.argv.slice(2).includes('pages')) {
  const routes = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
  console.log(
    servedPagesTables(await measureServedPages((line) => console.log(line), routes.length > 0 ? routes : undefined)),
  );
  process.exit(0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows: string[] = [];
for (const entry of uiBundleCases) {
  const result = await measureUiBundle(entry);
  console.log(`${result.name}: JS ${kb(result.jsGzip)} gzip, CSS ${kb(result.cssGzip)} gzip`);
  rows.push(`| ${result.name} | ${kb(result.jsGzip)} | ${kb(result.cssGzip)} |`);
}
const widgetRows: string[] = [];
for (const entry of widgetBundleCases) {
  const result = await measureUiBundle(entry);
  console.log(`widget ${result.name}: JS ${kb(result.jsGzip)} gzip, CSS ${kb(result.cssGzip)} gzip`);
  widgetRows.push(`| ${result.name} | ${kb(result.jsGzip)} | ${kb(result.cssGzip)} |`);
}
cleanUp();

// The build as it deploys, post-build steps included: `react-router build` alone left out the deferred
// page scripts (docs/decisions/039) and the security headers, and the bench measured a page nobody serves.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const routeRows = measureRouteJs().map((route) => {
  console.log(`route ${route.route}: JS ${kb(route.jsGzip)} gzip in ${route.files} files, CSS ${kb(route.cssGzip)}`);
  const budget = publicRoutes.includes(route.route) ? kb(jsBudgetOf(route.route)) : 'staff only';
  return `| \`${route.route}\` | ${kb(route.jsGzip)} | ${budget} | ${route.files} | ${kb(route.cssGzip)} | ${route.stylesheets} |`;
});
const served = await measureServedPages((line) => console.log(line));
// The staff Site speed page shows these beside the field figures (docs/product.md §12.11).
writeLabFigures(served.lighthouse, new Date().toISOString().slice(0, 10));

// Earlier runs stay in the report for comparison: the one before decisions 039, 042 and 043, and the one
// before pre-rendering (decision 020); so do the phone interactions, which `npm run bench -- interactions`
// measures, the comparisons behind decision 072, the site speed measurements of decision 088 and the chaos run's
// result (`npm run chaos`). Each is a block between its own markers that a run
// leaves as it is.
const previousReport = readFileSync('docs/benchmarks.md', 'utf8');
const before = ['previous', 'before', 'interactions', 'deferring', 'site-speed', 'chaos']
  .map((name) => new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`).exec(previousReport)?.[0])
  .filter(Boolean)
  .join('\n\n');

const widgetTable = ['| Widget | JavaScript (gzip) | CSS (gzip) |', '|---|---|---|', ...widgetRows].join('\n');
const uiReadme = 'ui/README.md';
const marker = /<!-- widget-sizes:start -->[\s\S]*<!-- widget-sizes:end -->/;
writeFileSync(
  uiReadme,
  readFileSync(uiReadme, 'utf8').replace(
    marker,
    `<!-- widget-sizes:start -->\n${widgetTable}\n<!-- widget-sizes:end -->`,
  ),
);

const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}).
Sizes are gzip. Re-run after changing dependencies or the ui package and commit this file.

## What a page pays for the component library

React and React DOM are left out (every page has them: React Router's client runtime with React is about
111 KB gzip). A page that imports one component by its own path carries only that component and what it
uses; the barrel (\`@site/ui\`) is for stories and tests, never for pages.

| Import | JavaScript | CSS |
|---|---|---|
${rows.join('\n')}

## Each widget on its own

Each widget measured alone (shared primitives are counted in each, so the sizes do not add up). Heavy
ones (chat, game, lightbox) are loaded lazily by pages.

${widgetTable}

## What each route loads before it is interactive

From the built client's route manifest: the manifest, the client entry, and the root and route modules
with their static imports (React, React DOM and React Router included). Chunks a page imports lazily
(chat, calculator, forms below the fold, the game, the admin chart) come later and are not counted.

Budgets (decisions 020 and 050, \`scripts/bench/budgets.ts\`, checked by \`tests/e2e/budgets.spec.ts\`):
${kb(targets.contentPageJs)} of JavaScript on content pages and ${kb(targets.formPageJs)} on home and the form pages, at most
${cssBudget.stylesheets} stylesheet of ${kb(cssBudget.gzip)}.

| Route | JavaScript (gzip) | Budget | Files | CSS (gzip) | Stylesheets |
|---|---|---|---|---|---|
${routeRows.join('\n')}

## Served pages: Lighthouse and throughput

The production build served by \`scripts/serve-built.ts\` (the Worker and its static assets in workerd, as
the end-to-end tests use it) on 127.0.0.1, text gzipped by a local proxy as the edge does: once per file,
before the runs, then served from what it stored (docs/decisions/056). Lighthouse 13.5 mobile preset
(simulated slow 4G, 4x CPU slowdown) on Debian's Chromium, each metric the median of 3 runs. Lighthouse
runs first, after one run that is not counted; the throughput load comes after it, so it cannot slow the
pages' measured tasks. Each run starts once the machine's cores have been at least 90 % idle for a whole
second (waiting up to two minutes; a run that started on a busy machine is marked in its row): Lighthouse
counts the time a page waits for a core as blocking time (docs/decisions/062). Other work on this machine
still distorts these numbers (the machine is shared): compare runs made under the same load, and treat a few
points as noise.

${servedPagesTables(served)}

${before}
`;
writeFileSync('docs/benchmarks.md', report);
writeAdminSection(await measureAdminApi((line) => console.log(line)));
writeAdminScaleSection(await measureAdminAtScale((line) => console.log(line)));
console.log('Wrote docs/benchmarks.md and the widget table in ui/README.md');
