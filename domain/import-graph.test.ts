import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

const modules = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => normalize(file));

/** Every relative import of a module, type-only and dynamic ones included: a circle is a circle either way. */
const importsOf = (file: string): string[] =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(([, path]) =>
    normalize(relative(root, join(root, dirname(file), `${path}.ts`))),
  );

const graph = new Map(modules.map((file) => [file, importsOf(file)]));

/** The first circle found from `start`, as the chain of modules that closes it. */
function circleFrom(start: string): string[] | undefined {
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    return undefined;
  };
  return visit(start);
}

describe('domain/ imports', () => {
  it('resolves every relative import to a module of domain/', () => {
    const missing = [...graph].flatMap(([file, imports]) =>
      imports.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no import circles (docs/architecture.md)', () => {
    const circles = modules.flatMap((file) => circleFrom(file)?.join(' -> ') ?? []);
    expect(circles).toEqual([]);
  });

  it('imports nothing of the app, the ui library or the Worker', () => {
    const outward = modules.filter((file) =>
      /from '(?:@site\/ui|\.\.\/(?:\.\.\/)*(?:app|ui|worker)\/)/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(outward).toEqual([]);
  });
});
