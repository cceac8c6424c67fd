import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The folders a reference starts from; a path under any other (node_modules, build) is not the repository's. */
const tracked = [
  'app',
  'ui',
  'domain',
  'worker',
  'scripts',
  'tests',
  'docs',
  'stories',
  'migrations',
  '.storybook',
  '.ci',
];
const skipped = new Set([
  'node_modules',
  '.git',
  'build',
  'storybook-static',
  '.wrangler',
  '.react-router',
  '__screenshots__',
]);

/**
 * The recipes' worked examples (docs/recipes/) name the files a reader is about to create: a "callback" form and
 * endpoint, a "warranty" page.
 */
const recipeExamples = /callback|warranty/;

const pathReference = new RegExp(
  String.raw`(?<![\w./@-])((?:${tracked.map((folder) => folder.replace('.', String.raw`\.`)).join('|')})/[\w.\-/]*\w)(?::(\d+))?`,
  'g',
);

function filesToRead(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesToRead(relative);
    const isDoc = relative.startsWith('docs/') && entry.name.endsWith('.md');
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.includes('generated');
    return isDoc || isSource ? [relative] : [];
  });
}

/**
 * A reference names a file or folder; `docs/decisions/085` names the record by its number, `migrations/0010` the
 * migration, so a name that begins an entry of its folder (then `-`, `_` or `.`) is found too.
 */
function exists(named: string): boolean {
  const full = path.join(root, named);
  if (existsSync(full)) return true;
  const folder = path.dirname(full);
  const name = path.basename(full);
  return (
    existsSync(folder) &&
    statSync(folder).isDirectory() &&
    readdirSync(folder).some((entry) => ['-', '_', '.'].some((next) => entry.startsWith(name + next)))
  );
}

const lineCount = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length;

/**
 * A decision record that was superseded or partly replaced keeps the paths of its time: its status line names
 * the record that replaced it (docs/decisions/README.md).
 */
const isReplacedRecord = (file: string, text: string) =>
  file.startsWith('docs/decisions/') && /^Status: (superseded|accepted; .*replaced)/m.test(text);

/** This file names missing paths on purpose, and `NNN` stands for any decision's number. */
const isExample = (file: string, named: string) =>
  file === 'scripts/doc-paths.test.ts' ||
  named.includes('NNN') ||
  (file.startsWith('docs/recipes/') && recipeExamples.test(named));

/** Every path (and `file.ts:NNN`) the docs, the README and the code's comments name that does not exist. */
function brokenReferences(): string[] {
  const files = ['README.md', ...tracked.filter((folder) => existsSync(path.join(root, folder))).flatMap(filesToRead)];
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (isReplacedRecord(file, text)) return [];
    return text.split('\n').flatMap((line, index) =>
      [...line.matchAll(pathReference)].flatMap(([, named = '', lineNumber]) => {
        const where = `${file}:${index + 1} names ${named}${lineNumber ? `:${lineNumber}` : ''}`;
        if (isExample(file, named)) return [];
        if (!exists(named)) return [where];
        const full = path.join(root, named);
        return lineNumber && statSync(full).isFile() && Number(lineNumber) > lineCount(named) ? [where] : [];
      }),
    );
  });
}

describe('paths the docs and comments name', () => {
  it('exist, and a file.ts:NNN reference names a line the file has', () => {
    expect(brokenReferences()).toEqual([]);
  });

  it('reads a reference to a missing file as broken', () => {
    expect(exists('docs/decisions/085')).toBe(true);
    expect(exists('migrations/0010')).toBe(true);
    expect(exists('worker/services/leads')).toBe(false);
    expect(exists('docs/decisions/999')).toBe(false);
  });
});
