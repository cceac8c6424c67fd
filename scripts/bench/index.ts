/**
 * `npm run bench`: the numbers we promise, measured. Results are printed and written to
 * docs/benchmarks.md (commit that file when the numbers change).
 */
import { writeFileSync } from 'node:fs';
import { cleanUp, measureUiBundle, uiBundleCases } from './ui-bundle';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows: string[] = [];
for (const entry of uiBundleCases) {
  const result = await measureUiBundle(entry);
  console.log(`${result.name}: JS ${kb(result.jsGzip)} gzip, CSS ${kb(result.cssGzip)} gzip`);
  rows.push(`| ${result.name} | ${kb(result.jsGzip)} | ${kb(result.cssGzip)} |`);
}
cleanUp();

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
`;
writeFileSync('docs/benchmarks.md', report);
console.log('Wrote docs/benchmarks.md');
