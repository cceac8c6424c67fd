import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of every layer (docs/architecture.md, "Layers"): each module of app/, ui/, worker/ and domain/
 * with what it imports, relative and through the workspace packages, type-only and dynamic imports included (a
 * circle is a circle either way).
 */
const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const layers = ['app', 'ui', 'worker', 'domain'] as const;
type Layer = (typeof layers)[number];

const isModule = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('+types');

const modules = layers.flatMap((layer) =>
  readdirSync(join(root, layer), { recursive: true, encoding: 'utf8' })
    .map((file) => join(layer, file))
    .filter((file) => isModule(file) && !file.split('/').includes('node_modules')),
);
const known = new Set(modules);

/** The package exports of the workspace (ui/package.json, domain/package.json) the layers import through. */
const packages: [prefix: string, target: (rest: string) => string][] = [
  ['@site/ui/theme/fragments', () => 'ui/src/theme/fragments.ts'],
  ['@site/ui/theme', () => 'ui/src/theme/index.ts'],
  ['@site/ui/tokens', () => 'ui/src/theme/tokens.ts'],
  ['@site/ui/load-on-request', () => 'ui/src/components/ContentLoader/load-on-request.ts'],
  ['@site/ui/components/', (rest) => `ui/src/components/${rest}/index.ts`],
  ['@site/ui/hooks/', (rest) => `ui/src/hooks/${rest}.ts`],
  ['@site/ui/widgets/', (rest) => `ui/src/widgets/${rest}/index.ts`],
  ['@site/ui', () => 'ui/src/index.ts'],
  ['@site/domain/', (rest) => `domain/${rest}.ts`],
];

/** The module (or stylesheet) a workspace specifier names. */
function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const base = normalize(join(dirname(from), specifier));
    const module = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ending) => base + ending)
      .find((file) => known.has(file));
    return module ?? (existsSync(join(root, base)) ? base : `${base}.ts`);
  }
  const workspacePackage = packages.find(([prefix]) => specifier.startsWith(prefix));
  return workspacePackage?.[1](specifier.slice(workspacePackage[0].length));
}

/** What a module imports, but React Router's generated route types (`./+types/…`), which import the route itself. */
const specifiersOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)]
    .flatMap(([, specifier]) => specifier ?? [])
    .filter((specifier) => !specifier.includes('/+types/'));

const graph = new Map(
  modules.map((file) => [file, specifiersOf(file).flatMap((specifier) => resolve(file, specifier) ?? [])]),
);

/** Every strongly connected group of more than one module (Tarjan), each a circle of imports. */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      group.push(member);
    }
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.toSorted());
  };
  for (const file of modules) if (!index.has(file)) visit(file);
  return found;
}

const layerOf = (file: string): Layer | undefined => layers.find((layer) => file.startsWith(`${layer}/`));

/** What each layer may import besides itself (docs/architecture.md): inward only. */
const mayImport: Record<Layer, Layer[]> = {
  domain: [],
  ui: ['domain'],
  worker: ['domain'],
  app: ['domain', 'ui', 'worker'],
};

describe('the import graph of app/, ui/, worker/ and domain/', () => {
  it('finds every module it walks', () => {
    expect(modules.length).toBeGreaterThan(300);
    expect(known.has('app/staff/guard.server.ts')).toBe(true);
  });

  it('resolves every workspace import to a module that exists', () => {
    const missing = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => !known.has(target) && !existsSync(join(root, target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no import circles in any layer', () => {
    expect(circles()).toEqual([]);
  });

  it('imports only inward: domain nothing of the others, ui and worker only domain', () => {
    const outward = [...graph].flatMap(([file, imports]) => {
      const from = layerOf(file);
      return imports
        .filter((target) => {
          const to = layerOf(target);
          return from && to && to !== from && !mayImport[from].includes(to);
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(outward).toEqual([]);
  });
});
