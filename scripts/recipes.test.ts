import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A fenced TypeScript block of a recipe, each line as written but for the recipe's list indent. */
const blocksOf = (markdown: string) =>
  [...markdown.matchAll(/^( *)```ts\n([\s\S]*?)^\1```$/gm)].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n'),
  );

/** The part of a compiled example between its `// recipe:start` and `// recipe:end` markers, de-indented. */
function markedPart(source: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === '// recipe:start');
  const end = lines.findIndex((line) => line.trim() === '// recipe:end');
  const part = lines.slice(start + 1, end);
  const indent = Math.min(...part.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return `${part.map((line) => line.slice(indent)).join('\n')}\n`;
}

describe('docs/recipes/add-a-lead-form.md', () => {
  const recipe = readFileSync('docs/recipes/add-a-lead-form.md', 'utf8');
  it.each([
    ['the definition that tsc compiles against its type', 'lead-forms/callback.ts', "path: 'callback-requests'"],
    ['the registry line that tsc compiles against the registry', 'leads/leads.ts', 'withSchema(callbackSource'],
  ])('shows %s (docs/recipes/lead-form-example/%s)', (_, file, sample) => {
    const compiled = markedPart(readFileSync(`docs/recipes/lead-form-example/${file}`, 'utf8'));
    expect(compiled).toContain(sample);
    expect(blocksOf(recipe)).toContain(compiled);
  });
});
