import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../../..');
const outlineLonghands = new Set(['outlineOffset', 'outlineColor', 'outlineWidth', 'outlineStyle']);

/**
 * Where a style sheet draws an outline itself instead of through the theme's `focusRing` fragment: an `outline`
 * with a value other than `'none'`, or any of its longhands. An `outline` whose value is an object is a variant
 * named "outline" (Button's, Badge's), not the property.
 */
function handWrittenOutlines(file: string, source: string): string[] {
  const sheet = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const name = node.name.text;
      const value = node.initializer;
      const drawsOutline =
        outlineLonghands.has(name) ||
        (name === 'outline' &&
          !ts.isObjectLiteralExpression(value) &&
          !(ts.isStringLiteral(value) && value.text === 'none'));
      if (drawsOutline) {
        const { line } = sheet.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sheet);
  return found;
}

const styleSheets = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => path.join(folder, file));

describe('every focus outline goes through focusRing', () => {
  const sheets = [...styleSheets('ui/src'), ...styleSheets('app')];

  it('reads the style sheets', () => {
    expect(sheets.length).toBeGreaterThan(60);
  });

  it('finds no outline written by hand', () => {
    const found = sheets.flatMap((file) => handWrittenOutlines(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches a hand-written ring, its offset, and lets a variant named outline and outline: none pass', () => {
    const sheet = `
      export const tab = style({
        outline: 'none',
        selectors: { '&:focus-visible': { outline: \`3px solid \${vars.color.focus}\`, 'outlineOffset': '1px' } },
      });
      export const badge = recipe({ variants: { tone: { outline: { background: vars.color.surface } } } });
      export const link = style({ selectors: { '&:focus-visible': focusRing() } });
    `;
    expect(handWrittenOutlines('sample.css.ts', sheet)).toEqual(['sample.css.ts:4', 'sample.css.ts:4']);
  });
});
