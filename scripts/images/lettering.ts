import { polylinePath } from './svg.ts';

/**
 * Single-stroke capitals in the manner of an architect's hand lettering, drawn as paths so a placeholder's
 * title looks the same on every machine: no installed font takes part in rendering.
 * Glyphs sit on a grid 6 units tall (0 = cap line, 6 = baseline); curves are chamfered like stencil work.
 */
/** A stroke's points as "x,y x,y ...", the way SVG writes a polyline's points. */
type Stroke = string;
interface Glyph {
  width: number;
  strokes: readonly Stroke[];
}

const ring: Stroke = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';
/** C's open curve, which G closes with its spur. */
const arc: Stroke = '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5';
/** The top arm and stem of F, which E finishes with a foot. */
const spine: Stroke = '3.6,0 0,0 0,6';
const middleBar: Stroke = '0,3 3,3';
const bowl: Stroke = '0,6 0,0 3,0 4,1 4,2 3,3 0,3';

const glyphs: Record<string, Glyph> = {
  A: { width: 4, strokes: ['0,6 2,0 4,6', '0.7,4 3.3,4'] },
  B: { width: 4, strokes: ['0,0 0,6 3,6 4,5 4,4 3,3 0,3', '0,0 3,0 4,1 4,2 3,3'] },
  C: { width: 4, strokes: [arc] },
  D: { width: 4, strokes: ['0,0 0,6 3,6 4,5 4,1 3,0 0,0'] },
  E: { width: 3.6, strokes: [`${spine} 3.6,6`, middleBar] },
  F: { width: 3.6, strokes: [spine, middleBar] },
  G: { width: 4, strokes: [`${arc} 4,3.4 2.2,3.4`] },
  H: { width: 4, strokes: ['0,0 0,6', '4,0 4,6', '0,3 4,3'] },
  I: { width: 0, strokes: ['0,0 0,6'] },
  J: { width: 3.6, strokes: ['3.6,0 3.6,5 2.6,6 1,6 0,5'] },
  K: { width: 4, strokes: ['0,0 0,6', '4,0 0,4', '1.5,2.5 4,6'] },
  L: { width: 3.6, strokes: ['0,0 0,6 3.6,6'] },
  M: { width: 5, strokes: ['0,6 0,0 2.5,3.5 5,0 5,6'] },
  N: { width: 4, strokes: ['0,6 0,0 4,6 4,0'] },
  O: { width: 4, strokes: [ring] },
  P: { width: 4, strokes: [bowl] },
  Q: { width: 4, strokes: [ring, '2.6,4.6 4.2,6.4'] },
  R: { width: 4, strokes: [bowl, '2,3 4,6'] },
  S: { width: 4, strokes: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'] },
  T: { width: 4, strokes: ['0,0 4,0', '2,0 2,6'] },
  U: { width: 4, strokes: ['0,0 0,5 1,6 3,6 4,5 4,0'] },
  V: { width: 4, strokes: ['0,0 2,6 4,0'] },
  W: { width: 5.4, strokes: ['0,0 1.35,6 2.7,2 4.05,6 5.4,0'] },
  X: { width: 4, strokes: ['0,0 4,6', '4,0 0,6'] },
  Y: { width: 4, strokes: ['0,0 2,3 4,0', '2,3 2,6'] },
  Z: { width: 4, strokes: ['0,0 4,0 0,6 4,6'] },
  '0': { width: 4, strokes: [ring, '3.4,1 0.6,5'] },
  '1': { width: 2.4, strokes: ['0.4,1.2 1.6,0 1.6,6', '0.2,6 2.4,6'] },
  '2': { width: 4, strokes: ['0,1 1,0 3,0 4,1 4,2.2 0,6 4,6'] },
  '3': { width: 4, strokes: ['0,1 1,0 3,0 4,1 4,2 3,3 1.4,3', '3,3 4,4 4,5 3,6 1,6 0,5'] },
  '4': { width: 4, strokes: ['3,6 3,0 0,4.2 4,4.2'] },
  '5': { width: 4, strokes: ['4,0 0.4,0 0.2,2.8 3,2.8 4,3.8 4,5 3,6 0,6'] },
  '6': { width: 4, strokes: ['3.6,0 1.6,0 0,1.8 0,5 1,6 3,6 4,5 4,4 3,3 0,3'] },
  '7': { width: 4, strokes: ['0,0 4,0 1.4,6'] },
  '8': { width: 4, strokes: ['1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3'] },
  '9': { width: 4, strokes: ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4.2 2.4,6 0.4,6'] },
  '&': { width: 4.4, strokes: ['4.4,6 1,2.4 1,0.9 1.8,0 2.6,0 3.3,0.8 3.3,1.6 0,4 0,5 1,6 2.4,6 4.2,3.6'] },
  '-': { width: 2.6, strokes: ['0.2,3.4 2.4,3.4'] },
  "'": { width: 0, strokes: ['0,0 0,1.6'] },
  '"': { width: 1, strokes: ['0,0 0,1.6', '1,0 1,1.6'] },
  '.': { width: 0, strokes: ['0,5.7 0,6'] },
  ',': { width: 0.4, strokes: ['0.4,5.6 0,7'] },
  ':': { width: 0, strokes: ['0,2.2 0,2.5', '0,5.7 0,6'] },
  '/': { width: 3, strokes: ['0,6.2 3,-0.2'] },
  '(': { width: 1.4, strokes: ['1.4,-0.3 0,1.4 0,4.6 1.4,6.3'] },
  ')': { width: 1.4, strokes: ['0,-0.3 1.4,1.4 1.4,4.6 0,6.3'] },
  '·': { width: 0, strokes: ['0,3.1 0,3.4'] },
  '+': { width: 3, strokes: ['0,3.2 3,3.2', '1.5,1.7 1.5,4.7'] },
};

const letterGap = 1.7;
const wordGap = 3.4;

const glyphFor = (character: string): Glyph => {
  const glyph = glyphs[character];
  if (!glyph) throw new Error(`The placeholder lettering has no glyph for "${character}"; add one in lettering.ts`);
  return glyph;
};

/** Width of `text` in grid units (multiply by the cap height / 6 for pixels). */
export function letteringWidth(text: string): number {
  let width = 0;
  for (const character of text.toUpperCase())
    width += character === ' ' ? wordGap : glyphFor(character).width + letterGap;
  return Math.max(0, width - letterGap);
}

/** The `d` of a path that draws `text` in capitals with its top-left corner at (x, y). */
export function letteringPath(text: string, x: number, y: number, capHeight: number): string {
  const scale = capHeight / 6;
  const polylines: (readonly [number, number])[][] = [];
  let cursor = 0;
  for (const character of text.toUpperCase()) {
    if (character === ' ') {
      cursor += wordGap;
      continue;
    }
    const glyph = glyphFor(character);
    for (const stroke of glyph.strokes) {
      polylines.push(
        stroke.split(' ').map((point) => {
          const [gx = 0, gy = 0] = point.split(',').map(Number);
          return [x + (cursor + gx) * scale, y + gy * scale] as const;
        }),
      );
    }
    cursor += glyph.width + letterGap;
  }
  return polylinePath(polylines);
}

export const hasGlyph = (character: string) => character === ' ' || character.toUpperCase() in glyphs;
