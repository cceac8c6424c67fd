import { letteringPath, letteringWidth } from './lettering.ts';
import type { Palette } from './palettes.ts';
import type { Random } from '@site/domain/company/random';
import { circle, element, group, line, mix, polygon, polylinePath, rect } from './svg.ts';

/**
 * The placeholder scenes: flat architectural illustrations (elevations, sections, plans) in one drawing
 * language. Every scene draws on a canvas 1600 wide; sizes scale with the height (`unit`), so the same scene
 * works at 16:9, 3:2 and 4:3. All variation comes from `random`, seeded by the image's name.
 */
export interface Canvas {
  width: number;
  height: number;
}

/** Features a catalog line can pin where a scene would otherwise choose at random (see `choose`). */
export type Detail =
  | 'counter'
  | 'sofa'
  | 'table'
  | 'fallen-tree'
  | 'flood'
  | 'shops'
  | 'garage'
  | 'footings'
  | 'piers'
  | 'pavers'
  | 'slabs'
  | 'aggregate'
  | 'two-story';

interface Draw {
  canvas: Canvas;
  palette: Palette;
  random: Random;
  /** One unit is 1/900 of the height, so a 16:9 canvas has unit 1. */
  unit: number;
  detail?: Detail;
}

/** The pinned detail when it is one of `options`, else a random one. */
function choose<T extends Detail>({ detail, random }: Draw, options: readonly T[]): T {
  const pinned = options.find((option) => option === detail);
  return pinned ?? random.pick(options);
}

/** Whether a scene's optional feature appears: always when pinned, otherwise by chance. */
const shows = (draw: Draw, feature: Detail, probability: number) =>
  draw.detail === feature || draw.random.chance(probability);

const white = '#ffffff';
const tarpBlue = '#2f7fc1';
const concrete = '#a3abb3';
const skinTones = ['#f1c9a5', '#d9a47a', '#b97c55', '#8d5a3b', '#e8b894', '#6b4630'];

const horizon = ({ canvas }: Draw, share = 0.8) => canvas.height * share;

function sky(draw: Draw): string {
  const { canvas, palette, random } = draw;
  const light = random.pick(['day', 'day', 'morning', 'dusk'] as const);
  const top = light === 'dusk' ? mix(palette.skyTop, '#c98a6b', 0.3) : palette.skyTop;
  const bottom = light === 'morning' ? mix(palette.skyBottom, '#fff1d6', 0.6) : palette.skyBottom;
  const sun = circle(
    canvas.width * random.between(0.08, 0.92),
    canvas.height * random.between(0.1, 0.3),
    canvas.height * random.between(0.045, 0.075),
    white,
    { opacity: light === 'dusk' ? 0.35 : 0.55 },
  );
  return (
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, canvas.width, canvas.height, 'url(#sky)') +
    sun
  );
}

/** A distant city or hills on the horizon; most scenes stand in front of one. */
function distance(draw: Draw, baseY: number): string {
  const { canvas, palette, random, unit } = draw;
  if (random.chance(0.45)) {
    const points: [number, number][] = [[0, baseY]];
    const crests = random.integer(3, 5);
    for (let index = 0; index <= crests * 4; index += 1) {
      const x = (canvas.width * index) / (crests * 4);
      const wave = Math.sin((index / 4) * Math.PI + random.between(-0.3, 0.3));
      points.push([x, baseY - unit * (70 + 55 * Math.abs(wave) + random.between(0, 30))]);
    }
    points.push([canvas.width, baseY]);
    return polygon(points, palette.far, { opacity: 0.7 });
  }
  const towers: string[] = [];
  for (let x = -20; x < canvas.width;) {
    const width = random.between(40, 130);
    const height = unit * random.between(60, 260);
    towers.push(rect(x, baseY - height, width - 6, height, palette.far, { opacity: 0.6 }));
    x += width;
  }
  return towers.join('');
}

function ground(draw: Draw, top: number): string {
  const { canvas, palette, unit } = draw;
  return (
    rect(0, top, canvas.width, canvas.height - top, palette.ground) +
    rect(0, top, canvas.width, unit * 10, mix(palette.ground, white, 0.25))
  );
}

function tree(draw: Draw, x: number, baseY: number, size: number): string {
  const { palette, random } = draw;
  const leaf = mix(palette.main, '#3f6b45', 0.55);
  const trunk = rect(x - size * 0.06, baseY - size * 0.9, size * 0.12, size * 0.9, mix(palette.ground, '#000000', 0.2));
  const crown = random.chance(0.5)
    ? circle(x, baseY - size * 1.1, size * 0.45, leaf) + circle(x - size * 0.25, baseY - size * 0.85, size * 0.3, leaf)
    : polygon(
        [
          [x, baseY - size * 1.7],
          [x + size * 0.38, baseY - size * 0.55],
          [x - size * 0.38, baseY - size * 0.55],
        ],
        leaf,
      );
  return trunk + crown;
}

function palm(draw: Draw, x: number, baseY: number, size: number): string {
  const { palette } = draw;
  const topX = x + size * 0.25;
  const topY = baseY - size * 1.8;
  const trunk = element('path', {
    d: `M${x} ${baseY} Q${x + size * 0.05} ${baseY - size} ${topX} ${topY}`,
    stroke: mix(palette.ground, '#8a6a44', 0.6),
    'stroke-width': size * 0.09,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  const fronds = [-150, -115, -70, -30, 10].map((angle) => {
    const radians = (angle * Math.PI) / 180;
    const endX = topX + Math.cos(radians) * size * 0.75;
    const endY = topY + Math.sin(radians) * size * 0.45 + size * 0.3;
    return element('path', {
      d: `M${topX} ${topY} Q${(topX + endX) / 2} ${topY - size * 0.25} ${endX} ${endY}`,
      stroke: mix(palette.main, '#3f7a45', 0.6),
      'stroke-width': size * 0.07,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  });
  return trunk + fronds.join('');
}

/** A horizontal dimension line with ticks and its figure, as on an elevation drawing. */
function dimension(draw: Draw, left: number, right: number, y: number, feet: number): string {
  const { palette, unit } = draw;
  const colour = mix(palette.ink, palette.skyTop, 0.35);
  const capHeight = unit * 14;
  const text = `${feet}'-0"`;
  const textWidth = (letteringWidth(text) * capHeight) / 6;
  const tick = unit * 8;
  return group({ stroke: colour, 'stroke-width': unit * 2, fill: 'none', 'stroke-linecap': 'round', opacity: 0.75 }, [
    element('path', {
      d:
        `M${left} ${y}H${right}` +
        `M${left - tick} ${y + tick}L${left + tick} ${y - tick}M${right - tick} ${y + tick}L${right + tick} ${y - tick}` +
        `M${left} ${y - tick * 1.5}V${y + tick * 3}M${right} ${y - tick * 1.5}V${y + tick * 3}`,
    }),
    element('path', { d: letteringPath(text, (left + right - textWidth) / 2, y - capHeight - unit * 10, capHeight) }),
  ]);
}

/**
 * A tower crane with its jib to the right, or to the left when `facingLeft`; returns the drawing and where
 * its hook hangs, so a scene can hang a load from it.
 */
function crane(
  draw: Draw,
  mastX: number,
  baseY: number,
  topY: number,
  reach: number,
  facingLeft = false,
): { svg: string; hook: [number, number] } {
  const { palette, unit } = draw;
  const colour = palette.accent;
  const mastWidth = unit * 26;
  const jibY = topY;
  const strokes: string[] = [];
  const lattice: [number, number][][] = [
    [
      [mastX, baseY],
      [mastX, jibY],
    ],
    [
      [mastX + mastWidth, baseY],
      [mastX + mastWidth, jibY],
    ],
  ];
  for (let y = baseY, side = 0; y > jibY; y -= mastWidth, side = 1 - side) {
    lattice.push([
      [mastX + side * mastWidth, y],
      [mastX + (1 - side) * mastWidth, Math.max(jibY, y - mastWidth)],
    ]);
  }
  const jibEnd = mastX + mastWidth + reach;
  const counterEnd = mastX - reach * 0.3;
  const jibDepth = unit * 18;
  lattice.push(
    [
      [counterEnd, jibY],
      [jibEnd, jibY],
    ],
    [
      [counterEnd, jibY + jibDepth],
      [jibEnd, jibY + jibDepth],
    ],
  );
  for (let x = mastX + mastWidth, side = 0; x < jibEnd; x += jibDepth, side = 1 - side) {
    lattice.push([
      [x, jibY + side * jibDepth],
      [Math.min(jibEnd, x + jibDepth), jibY + (1 - side) * jibDepth],
    ]);
  }
  const apex: [number, number] = [mastX + mastWidth / 2, jibY - unit * 70];
  lattice.push(
    [[counterEnd, jibY], apex, [jibEnd * 0.6 + mastX * 0.4, jibY]],
    [[mastX, jibY], apex, [mastX + mastWidth, jibY]],
  );
  strokes.push(
    element('path', {
      d: polylinePath(lattice),
      stroke: colour,
      'stroke-width': unit * 3,
      fill: 'none',
      'stroke-linejoin': 'round',
    }),
  );
  strokes.push(rect(counterEnd, jibY + jibDepth, reach * 0.12, unit * 34, palette.main));
  strokes.push(rect(mastX - unit * 6, jibY + jibDepth, mastWidth + unit * 12, unit * 26, colour));
  const hookX = mastX + mastWidth + reach * 0.72;
  const hookY = jibY + (baseY - jibY) * 0.45;
  strokes.push(line(hookX, jibY + jibDepth, hookX, hookY, palette.ink, unit * 2));
  strokes.push(rect(hookX - unit * 8, hookY, unit * 16, unit * 14, palette.ink));
  if (!facingLeft) return { svg: strokes.join(''), hook: [hookX, hookY + unit * 14] };
  const axis = mastX * 2 + mastWidth;
  return {
    svg: group({ transform: `translate(${axis} 0) scale(-1 1)` }, strokes),
    hook: [axis - hookX, hookY + unit * 14],
  };
}

/** A framed wall seen in elevation: plates, studs at a steady spacing, openings with headers and sills. */
function studWall(draw: Draw, x: number, y: number, width: number, height: number, openings: number): string {
  const { palette, unit, random } = draw;
  const spacing = unit * 24;
  const studWidth = unit * 5;
  const holes: { left: number; right: number; top: number; bottom: number }[] = [];
  for (let index = 0; index < openings; index += 1) {
    const slot = width / openings;
    const holeWidth = Math.min(slot * 0.55, unit * random.between(70, 120));
    const left = x + slot * index + (slot - holeWidth) / 2;
    const isDoor = index === 0 && random.chance(0.3);
    const top = y + height * 0.22;
    holes.push({ left, right: left + holeWidth, top, bottom: isDoor ? y + height : y + height * 0.68 });
  }
  const parts: string[] = [
    rect(x, y + height - unit * 8, width, unit * 8, palette.main),
    rect(x, y, width, unit * 12, palette.main),
  ];
  for (let studX = x; studX <= x + width - studWidth; studX += spacing) {
    const hole = holes.find((opening) => studX + studWidth > opening.left && studX < opening.right);
    if (!hole) {
      parts.push(rect(studX, y, studWidth, height, palette.main));
      continue;
    }
    parts.push(rect(studX, y, studWidth, hole.top - y, palette.main));
    if (hole.bottom < y + height)
      parts.push(rect(studX, hole.bottom, studWidth, y + height - hole.bottom, palette.main));
  }
  for (const hole of holes) {
    parts.push(
      rect(
        hole.left - studWidth * 2,
        hole.top - unit * 14,
        hole.right - hole.left + studWidth * 4,
        unit * 14,
        palette.main,
      ),
    );
    parts.push(rect(hole.left - studWidth, hole.top, studWidth, hole.bottom - hole.top, palette.main));
    parts.push(rect(hole.right, hole.top, studWidth, hole.bottom - hole.top, palette.main));
    if (hole.bottom < y + height)
      parts.push(rect(hole.left, hole.bottom, hole.right - hole.left, unit * 5, palette.main));
  }
  parts.push(
    rect(x, y, studWidth, height, palette.main),
    rect(x + width - studWidth, y, studWidth, height, palette.main),
  );
  return parts.join('');
}

function gableTruss(draw: Draw, left: number, right: number, eaveY: number, rise: number, colour: string): string {
  const { unit } = draw;
  const middle = (left + right) / 2;
  const ridge = eaveY - rise;
  const quarter = (right - left) / 4;
  const d = polylinePath([
    [
      [left - unit * 20, eaveY + unit * 10],
      [middle, ridge],
      [right + unit * 20, eaveY + unit * 10],
    ],
    [
      [left, eaveY],
      [right, eaveY],
    ],
    [
      [middle, ridge],
      [middle, eaveY],
    ],
    [
      [left + quarter, eaveY],
      [middle - quarter / 2, ridge + rise / 4],
      [middle, eaveY],
    ],
    [
      [right - quarter, eaveY],
      [middle + quarter / 2, ridge + rise / 4],
      [middle, eaveY],
    ],
  ]);
  return element('path', { d, stroke: colour, 'stroke-width': unit * 7, fill: 'none', 'stroke-linejoin': 'round' });
}

function lumberStack(draw: Draw, x: number, baseY: number, width: number): string {
  const { palette, unit, random } = draw;
  const boards: string[] = [];
  const rows = random.integer(3, 6);
  for (let row = 0; row < rows; row += 1) {
    const inset = random.between(0, width * 0.08);
    boards.push(
      rect(
        x + inset,
        baseY - (row + 1) * unit * 9,
        width - inset,
        unit * 8,
        row % 2 ? palette.mid : mix(palette.mid, white, 0.3),
      ),
    );
  }
  return boards.join('');
}

function windowGrid(
  draw: Draw,
  x: number,
  y: number,
  width: number,
  height: number,
  columns: number,
  rows: number,
  lit = 0.2,
): string {
  const { palette, random } = draw;
  const cells: string[] = [];
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const fill = random.chance(lit) ? mix(palette.accent, white, 0.45) : palette.light;
      cells.push(
        rect(
          x + column * cellWidth + cellWidth * 0.16,
          y + row * cellHeight + cellHeight * 0.2,
          cellWidth * 0.68,
          cellHeight * 0.6,
          fill,
          { opacity: 0.9 },
        ),
      );
    }
  }
  return cells.join('');
}

function storefronts(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.8);
  const parts: string[] = [sky(draw), distance(draw, base)];
  const count = random.integer(3, 5);
  const weights = Array.from({ length: count }, () => random.between(0.8, 1.3));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let x = -canvas.width * 0.02;
  weights.forEach((weight, index) => {
    const width = (canvas.width * 1.04 * weight) / total;
    const height = canvas.height * random.between(0.36, 0.56);
    const top = base - height;
    const facade = index % 2 ? palette.mid : palette.main;
    parts.push(rect(x, top, width, height, facade));
    parts.push(rect(x - unit * 4, top - unit * 12, width + unit * 8, unit * 14, mix(facade, palette.ink, 0.35)));
    if (height > canvas.height * 0.46)
      parts.push(
        windowGrid(draw, x + width * 0.06, top + unit * 18, width * 0.88, height * 0.22, random.integer(3, 5), 1),
      );
    const signTop = base - canvas.height * 0.3;
    parts.push(rect(x + width * 0.08, signTop, width * 0.84, unit * 30, palette.accent));
    parts.push(
      rect(x + width * 0.2, signTop + unit * 12, width * random.between(0.25, 0.55), unit * 6, palette.ink, {
        opacity: 0.55,
      }),
    );
    const glassTop = signTop + unit * 72;
    const glassWidth = width * 0.58;
    parts.push(rect(x + width * 0.08, glassTop, glassWidth, base - glassTop, palette.light));
    parts.push(
      polygon(
        [
          [x + width * 0.12, base],
          [x + width * 0.3, glassTop],
          [x + width * 0.4, glassTop],
          [x + width * 0.22, base],
        ],
        white,
        { opacity: 0.45 },
      ),
    );
    for (let mullion = 1; mullion < 3; mullion += 1) {
      parts.push(
        rect(x + width * 0.08 + (glassWidth * mullion) / 3 - unit * 2, glassTop, unit * 4, base - glassTop, facade),
      );
    }
    parts.push(
      rect(
        x + width * 0.72,
        glassTop + unit * 10,
        width * 0.18,
        base - glassTop - unit * 10,
        mix(facade, palette.ink, 0.5),
      ),
    );
    const awningTop = signTop + unit * 40;
    const stripes = 8;
    for (let stripe = 0; stripe < stripes; stripe += 1) {
      const left = x + width * 0.04 + ((width * 0.92) / stripes) * stripe;
      const right = left + (width * 0.92) / stripes;
      const spread = (width * 0.06) / stripes;
      parts.push(
        polygon(
          [
            [left, awningTop],
            [right, awningTop],
            [right + spread * (stripe - stripes / 2 + 1), awningTop + unit * 26],
            [left + spread * (stripe - stripes / 2), awningTop + unit * 26],
          ],
          stripe % 2 ? white : palette.accent,
          { opacity: stripe % 2 ? 0.85 : 1 },
        ),
      );
    }
    x += width;
  });
  parts.push(ground(draw, base));
  for (let lamp = 0; lamp < random.integer(2, 4); lamp += 1) {
    const lampX = canvas.width * random.between(0.05, 0.95);
    parts.push(
      rect(lampX, base - unit * 150, unit * 6, unit * 150, palette.ink),
      circle(lampX + unit * 3, base - unit * 156, unit * 10, palette.accent),
    );
  }
  return parts.join('');
}

function hotel(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.82);
  const towerLeft = canvas.width * random.between(0.28, 0.42);
  const towerWidth = canvas.width * random.between(0.28, 0.34);
  const towerTop = canvas.height * random.between(0.14, 0.22);
  const wingLeft = random.chance(0.5) ? towerLeft + towerWidth : towerLeft - canvas.width * 0.24;
  const wingTop = base - canvas.height * 0.3;
  const floors = Math.round((base - towerTop) / (unit * 56));
  const floorHeight = (base - towerTop - unit * 90) / floors;
  const parts: string[] = [
    sky(draw),
    distance(draw, base),
    rect(wingLeft, wingTop, canvas.width * 0.24, base - wingTop, palette.mid),
    windowGrid(
      draw,
      wingLeft + unit * 16,
      wingTop + unit * 20,
      canvas.width * 0.24 - unit * 32,
      base - wingTop - unit * 90,
      6,
      4,
      0.3,
    ),
    rect(towerLeft, towerTop, towerWidth, base - towerTop, palette.main),
    windowGrid(
      draw,
      towerLeft + unit * 14,
      towerTop + unit * 40,
      towerWidth - unit * 28,
      floorHeight * (floors - 1),
      random.integer(6, 8),
      floors - 1,
      0.3,
    ),
  ];
  for (let floor = 1; floor < floors; floor += 1) {
    parts.push(
      rect(
        towerLeft - unit * 8,
        towerTop + unit * 40 + floor * floorHeight - unit * 6,
        towerWidth + unit * 16,
        unit * 5,
        palette.light,
        { opacity: 0.7 },
      ),
    );
  }
  const signWidth = towerWidth * 0.6;
  parts.push(
    rect(towerLeft + (towerWidth - signWidth) / 2, towerTop - unit * 56, signWidth, unit * 44, palette.accent),
  );
  parts.push(
    rect(
      towerLeft + (towerWidth - signWidth) / 2 + unit * 20,
      towerTop - unit * 40,
      signWidth * 0.55,
      unit * 12,
      palette.ink,
      { opacity: 0.6 },
    ),
  );
  const scaffoldLeft = towerLeft - unit * 20;
  const scaffoldWidth = towerWidth * random.between(0.35, 0.55);
  const scaffoldTop = towerTop + (base - towerTop) * random.between(0.2, 0.5);
  const scaffold: [number, number][][] = [];
  for (let x = scaffoldLeft; x <= scaffoldLeft + scaffoldWidth; x += unit * 44)
    scaffold.push([
      [x, scaffoldTop],
      [x, base],
    ]);
  for (let y = scaffoldTop, side = 0; y < base; y += unit * 44, side = 1 - side) {
    scaffold.push([
      [scaffoldLeft, y],
      [scaffoldLeft + scaffoldWidth, y],
    ]);
    scaffold.push([
      [scaffoldLeft + (side ? scaffoldWidth : 0), y],
      [scaffoldLeft + (side ? 0 : scaffoldWidth), Math.min(base, y + unit * 44)],
    ]);
  }
  parts.push(
    element('path', {
      d: polylinePath(scaffold),
      stroke: palette.accent,
      'stroke-width': unit * 3,
      fill: 'none',
      opacity: 0.9,
    }),
  );
  const canopyLeft = towerLeft + towerWidth * 0.55;
  parts.push(rect(canopyLeft, base - unit * 110, towerWidth * 0.55, unit * 18, palette.accent));
  parts.push(rect(canopyLeft + towerWidth * 0.5, base - unit * 92, unit * 10, unit * 92, palette.ink));
  parts.push(ground(draw, base));
  parts.push(
    palm(draw, canvas.width * random.between(0.06, 0.2), base, unit * 190),
    palm(draw, canvas.width * random.between(0.8, 0.94), base, unit * 160),
  );
  return parts.join('');
}

function offices(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.82);
  const parts: string[] = [sky(draw), distance(draw, base)];
  const count = random.integer(2, 3);
  const building = random.integer(0, count - 1);
  let left = canvas.width * random.between(0.04, 0.12);
  let craneDrawn = false;
  for (let index = 0; index < count; index += 1) {
    const width = canvas.width * random.between(0.18, 0.26);
    const height = canvas.height * random.between(0.32, 0.62);
    const top = base - height;
    const floors = Math.max(3, Math.round(height / (unit * 62)));
    const floorHeight = height / floors;
    const body = index % 2 ? palette.mid : palette.main;
    if (index === building) {
      const clad = random.integer(1, floors - 2);
      parts.push(rect(left, base - clad * floorHeight, width, clad * floorHeight, body));
      parts.push(windowGrid(draw, left, base - clad * floorHeight, width, clad * floorHeight, 6, clad, 0.1));
      for (let floor = clad; floor <= floors; floor += 1) {
        parts.push(rect(left - unit * 6, base - floor * floorHeight, width + unit * 12, unit * 10, concrete));
      }
      for (let column = 0; column <= 4; column += 1) {
        parts.push(
          rect(left + (column * (width - unit * 12)) / 4, top, unit * 12, height - clad * floorHeight, concrete),
        );
      }
      if (!craneDrawn) {
        const mastX = left + width + unit * 30;
        parts.push(
          crane(draw, mastX, base, top - unit * 120, Math.min(canvas.width - mastX - unit * 60, width * 1.4)).svg,
        );
        craneDrawn = true;
      }
    } else {
      parts.push(rect(left, top, width, height, body));
      for (let floor = 0; floor < floors; floor += 1) {
        parts.push(
          rect(
            left + unit * 10,
            top + floor * floorHeight + floorHeight * 0.22,
            width - unit * 20,
            floorHeight * 0.56,
            palette.light,
            { opacity: 0.85 },
          ),
        );
      }
      for (let mullion = 1; mullion < 6; mullion += 1) {
        parts.push(rect(left + (width * mullion) / 6 - unit * 1.5, top, unit * 3, height, body));
      }
      parts.push(dimension(draw, left, left + width, top - unit * 40, Math.round(width / (unit * 10)) * 2));
    }
    left += width + canvas.width * random.between(0.04, 0.1);
  }
  parts.push(ground(draw, base));
  for (let index = 0; index < random.integer(3, 6); index += 1)
    parts.push(tree(draw, canvas.width * random.between(0.02, 0.98), base + unit * 6, unit * random.between(60, 90)));
  return parts.join('');
}

function stickFrame(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.82);
  const width = canvas.width * random.between(0.42, 0.56);
  const left = canvas.width * random.between(0.12, 0.9 - 0.56);
  const storeyHeight = unit * 190;
  const storeys = draw.detail === 'two-story' ? 2 : random.integer(1, 2);
  const parts: string[] = [sky(draw), distance(draw, base), ground(draw, base)];
  for (let storey = 0; storey < storeys; storey += 1) {
    const wallTop = base - (storey + 1) * storeyHeight;
    parts.push(studWall(draw, left, wallTop + unit * 14, width, storeyHeight - unit * 14, random.integer(2, 4)));
    parts.push(rect(left - unit * 6, wallTop, width + unit * 12, unit * 14, palette.mid));
  }
  const eave = base - storeys * storeyHeight;
  parts.push(gableTruss(draw, left, left + width, eave, width * random.between(0.2, 0.3), palette.main));
  const sheathed = width * random.between(0.15, 0.45);
  parts.push(
    rect(left, base - storeyHeight + unit * 14, sheathed, storeyHeight - unit * 22, palette.mid, { opacity: 0.9 }),
  );
  parts.push(dimension(draw, left, left + width, base + unit * 60, Math.round(width / (unit * 16)) * 2));
  const stackX = left + width + unit * 60 < canvas.width - unit * 260 ? left + width + unit * 60 : left - unit * 300;
  parts.push(lumberStack(draw, stackX, base + unit * 4, unit * 240));
  const ladderX = left + width * random.between(0.55, 0.8);
  parts.push(
    element('path', {
      d: polylinePath([
        [
          [ladderX, base],
          [ladderX + unit * 60, eave],
        ],
        [
          [ladderX + unit * 36, base],
          [ladderX + unit * 96, eave],
        ],
        ...Array.from({ length: 8 }, (_, rung) => {
          const share = (rung + 1) / 9;
          const y = base - (base - eave) * share;
          return [
            [ladderX + unit * 60 * share, y],
            [ladderX + unit * 36 + unit * 60 * share, y],
          ] as [number, number][];
        }),
      ]),
      stroke: palette.accent,
      'stroke-width': unit * 5,
      fill: 'none',
    }),
  );
  return parts.join('');
}

function podiumFrame(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.84);
  const width = canvas.width * random.between(0.5, 0.68);
  const left = (canvas.width - width) * random.between(0.15, 0.85);
  const podiumHeight = unit * random.between(110, 150);
  const storeys = random.integer(2, 4);
  const storeyHeight = Math.min(unit * 130, (base - podiumHeight - canvas.height * 0.2) / storeys);
  const roof = base - podiumHeight - storeys * storeyHeight;
  const parts: string[] = [sky(draw), distance(draw, base)];
  if (random.chance(0.45)) {
    const craneOnLeft = left > canvas.width - left - width;
    const mastX = craneOnLeft ? left - unit * 90 : left + width + unit * 60;
    parts.push(crane(draw, mastX, base, roof - unit * 140, width * 0.6, !craneOnLeft).svg);
  }
  parts.push(ground(draw, base), rect(left, base - podiumHeight, width, podiumHeight, concrete));
  const shops = choose(draw, ['shops', 'garage']) === 'shops';
  const bayWidth = (width - unit * 40) / 6;
  for (let bay = 0; bay < 6; bay += 1) {
    const bayX = left + unit * 20 + bay * bayWidth;
    if (shops) {
      parts.push(rect(bayX, base - podiumHeight + unit * 20, bayWidth - unit * 16, unit * 18, palette.accent));
      parts.push(
        rect(bayX, base - podiumHeight + unit * 50, bayWidth - unit * 16, podiumHeight - unit * 50, palette.light, {
          opacity: 0.9,
        }),
      );
    } else {
      parts.push(
        rect(
          bayX,
          base - podiumHeight + unit * 34,
          bayWidth - unit * 20,
          podiumHeight - unit * 34,
          mix(palette.ink, concrete, 0.5),
        ),
      );
    }
  }
  for (let storey = 0; storey < storeys; storey += 1) {
    const top = base - podiumHeight - (storey + 1) * storeyHeight;
    parts.push(rect(left, top + storeyHeight - unit * 12, width, unit * 12, palette.mid));
    parts.push(studWall(draw, left, top, width, storeyHeight - unit * 12, random.integer(5, 8)));
  }
  parts.push(rect(left - unit * 10, roof - unit * 14, width + unit * 20, unit * 14, palette.mid));
  const shear = width * random.between(0.1, 0.3);
  const shearLeft = random.chance(0.5) ? left : left + width - shear;
  parts.push(rect(shearLeft, roof, shear, storeys * storeyHeight - unit * 12, palette.mid, { opacity: 0.85 }));
  if (random.chance(0.5)) {
    const towerX = shearLeft === left ? left + width - unit * 70 : left + unit * 10;
    parts.push(
      rect(
        towerX,
        roof - unit * 70,
        unit * 60,
        storeys * storeyHeight + unit * 70 - unit * 12,
        mix(palette.mid, palette.main, 0.3),
      ),
    );
  }
  parts.push(dimension(draw, left, left + width, roof - unit * 100, Math.round(width / (unit * 10)) * 2));
  return parts.join('');
}

function panel(draw: Draw, x: number, y: number, width: number, height: number, fill: string, label = ''): string {
  const { palette, unit } = draw;
  const studs: [number, number][][] = [];
  for (let studX = x + unit * 22; studX < x + width - unit * 8; studX += unit * 22)
    studs.push([
      [studX, y],
      [studX, y + height],
    ]);
  const capHeight = Math.min(height * 0.3, unit * 26);
  return (
    rect(x, y, width, height, fill, { stroke: palette.ink, 'stroke-width': unit * 2 }) +
    element('path', { d: polylinePath(studs), stroke: palette.ink, 'stroke-width': unit * 1.5, opacity: 0.25 }) +
    (label
      ? element('path', {
          d: letteringPath(label, x + unit * 12, y + unit * 12, capHeight),
          stroke: palette.ink,
          'stroke-width': unit * 3,
          fill: 'none',
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          opacity: 0.7,
        })
      : '')
  );
}

/** A house shell in five wall bays: `done` bays carry a sheathed panel, the rest are still open framing. */
function shell(draw: Draw, left: number, base: number, width: number, height: number, done: number): string {
  const { palette, unit } = draw;
  const panels: string[] = [];
  const count = 5;
  const panelWidth = width / count;
  for (let index = 0; index < count; index += 1) {
    if (index < done)
      panels.push(panel(draw, left + index * panelWidth, base - height, panelWidth, height, palette.mid));
    else panels.push(studWall(draw, left + index * panelWidth, base - height, panelWidth, height, 0));
  }
  if (done >= count) {
    panels.push(
      polygon(
        [
          [left - unit * 24, base - height],
          [left + width / 2, base - height - width * 0.22],
          [left + width + unit * 24, base - height],
        ],
        palette.main,
      ),
    );
  }
  return panels.join('');
}

function panelLift(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.82);
  const parts: string[] = [sky(draw), distance(draw, base), ground(draw, base)];
  const craneOnLeft = random.chance(0.5);
  const shellWidth = canvas.width * random.between(0.26, 0.32);
  const shellLeft = craneOnLeft
    ? canvas.width * random.between(0.34, 0.4)
    : canvas.width * random.between(0.06, 0.12) + unit * 420;
  const shellHeight = unit * 190;
  const twoStoreys = random.chance(0.4);
  parts.push(shell(draw, shellLeft, base, shellWidth, shellHeight, random.integer(2, 5)));
  if (twoStoreys)
    parts.push(shell(draw, shellLeft, base - shellHeight, shellWidth, shellHeight * 0.9, random.integer(0, 3)));
  const mastX = craneOnLeft ? canvas.width * random.between(0.06, 0.14) : canvas.width * random.between(0.84, 0.9);
  const topY = canvas.height * random.between(0.12, 0.18);
  const target = shellLeft + shellWidth * random.between(0.3, 0.7);
  const lift = crane(draw, mastX, base, topY, Math.abs(target - mastX) / 0.72, !craneOnLeft);
  const [hookX, hookY] = lift.hook;
  const flat = random.chance(0.4);
  const panelWidth = unit * (flat ? 280 : 160);
  const panelHeight = unit * (flat ? 50 : 180);
  const slingDrop = unit * 60;
  parts.push(
    lift.svg,
    element('path', {
      d: `M${hookX} ${hookY}L${hookX - panelWidth / 2} ${hookY + slingDrop}M${hookX} ${hookY}L${hookX + panelWidth / 2} ${hookY + slingDrop}`,
      stroke: palette.ink,
      'stroke-width': unit * 2,
    }),
    panel(
      draw,
      hookX - panelWidth / 2,
      hookY + slingDrop,
      panelWidth,
      panelHeight,
      palette.accent,
      `${flat ? 'R' : 'W'}${random.integer(2, 9)}`,
    ),
  );
  const truckX = craneOnLeft ? canvas.width - unit * 440 : canvas.width * 0.04;
  if (random.chance(0.7)) parts.push(truck(draw, truckX, base, 'panels'));
  else parts.push(lumberStack(draw, truckX, base + unit * 4, unit * 300));
  return parts.join('');
}

function truck(draw: Draw, x: number, base: number, cargo: 'panels' | 'beacon'): string {
  const { palette, unit } = draw;
  const wheel = (cx: number) =>
    circle(cx, base - unit * 20, unit * 20, palette.ink) + circle(cx, base - unit * 20, unit * 8, concrete);
  const parts = [
    rect(x, base - unit * 56, unit * 330, unit * 20, palette.main),
    rect(x + unit * 330, base - unit * 110, unit * 80, unit * 90, palette.accent),
    rect(x + unit * 356, base - unit * 100, unit * 44, unit * 34, palette.light),
    wheel(x + unit * 50),
    wheel(x + unit * 260),
    wheel(x + unit * 370),
  ];
  if (cargo === 'panels') {
    for (let layer = 0; layer < 4; layer += 1) {
      parts.push(
        rect(
          x + unit * 10,
          base - unit * (76 + layer * 18),
          unit * 310,
          unit * 16,
          layer % 2 ? palette.mid : mix(palette.mid, white, 0.3),
          { stroke: palette.ink, 'stroke-width': unit },
        ),
      );
    }
  } else {
    parts.push(
      rect(x + unit * 10, base - unit * 130, unit * 310, unit * 74, palette.light),
      rect(x + unit * 360, base - unit * 126, unit * 24, unit * 16, '#f2b632'),
    );
    for (let stripe = 0; stripe < 8; stripe += 1) {
      parts.push(
        polygon(
          [
            [x + unit * (10 + stripe * 40), base - unit * 70],
            [x + unit * (30 + stripe * 40), base - unit * 70],
            [x + unit * (50 + stripe * 40), base - unit * 56],
            [x + unit * (30 + stripe * 40), base - unit * 56],
          ],
          palette.accent,
        ),
      );
    }
  }
  return parts.join('');
}

function panelKit(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.8);
  const parts: string[] = [sky(draw), distance(draw, base), ground(draw, base)];
  const homeWidth = canvas.width * random.between(0.3, 0.36);
  const homeOnRight = random.chance(0.6);
  const homeLeft = homeOnRight ? canvas.width * 0.94 - homeWidth : canvas.width * 0.06;
  parts.push(shell(draw, homeLeft, base, homeWidth, unit * random.between(220, 270), random.pick([2, 3, 4, 5, 5])));
  const prefixes = random.pick([
    ['W', 'F', 'R'],
    ['W', 'W', 'R'],
    ['F', 'W', 'R', 'W'],
    ['W', 'R'],
  ]);
  let stackX = homeOnRight ? canvas.width * 0.04 : homeLeft + homeWidth + unit * 70;
  for (const [stack, prefix] of prefixes.entries()) {
    const panels = random.integer(3, 6);
    const width = unit * random.between(170, 230);
    if (stackX + width > (homeOnRight ? homeLeft - unit * 40 : canvas.width - unit * 20)) break;
    parts.push(rect(stackX - unit * 6, base - unit * 16, width + unit * 12, unit * 16, palette.main));
    for (let index = 0; index < panels; index += 1) {
      const height = unit * 52;
      const number = stack * 10 + index + 1;
      parts.push(
        panel(
          draw,
          stackX,
          base - unit * 16 - (index + 1) * height,
          width,
          height,
          index % 2 ? palette.mid : palette.light,
          `${prefix}${number}`,
        ),
      );
    }
    stackX += width + unit * random.between(24, 48);
  }
  return parts.join('');
}

function foundation(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const grade = horizon(draw, random.between(0.46, 0.56));
  const parts: string[] = [sky(draw), distance(draw, grade)];
  const layers = random.integer(3, 4);
  const layerHeight = (canvas.height - grade) / layers;
  for (let layer = 0; layer < layers; layer += 1) {
    const top = grade + layer * layerHeight;
    const points: [number, number][] = [
      [0, canvas.height],
      [0, top],
    ];
    for (let x = 0; x <= canvas.width; x += canvas.width / 8)
      points.push([x, top + (layer === 0 ? 0 : unit * random.between(-14, 14))]);
    points.push([canvas.width, canvas.height]);
    parts.push(polygon(points, mix(palette.ground, white, 0.08 + layer * 0.1)));
  }
  for (let index = 0; index < 160; index += 1) {
    parts.push(
      circle(
        canvas.width * random.next(),
        grade + (canvas.height - grade) * random.between(0.05, 1),
        unit * random.between(2, 6),
        palette.ink,
        { opacity: 0.18 },
      ),
    );
  }
  const excavatorOnRight = random.chance(0.5);
  const pitWidth = canvas.width * random.between(0.36, 0.5);
  const clear = excavatorOnRight
    ? { left: canvas.width * 0.05, right: canvas.width - unit * 400 }
    : { left: unit * 420, right: canvas.width * 0.95 };
  const pitLeft = clear.left + (clear.right - clear.left - pitWidth) * random.next();
  const slabY = grade - unit * 30;
  if (choose(draw, ['footings', 'footings', 'piers']) === 'piers')
    parts.push(drilledPiers(draw, pitLeft, pitWidth, grade));
  else parts.push(footings(draw, pitLeft, pitWidth, grade));
  parts.push(
    rect(pitLeft + unit * 30, slabY - unit * 26, pitWidth - unit * 60, unit * 26, mix(concrete, white, 0.3), {
      stroke: palette.ink,
      'stroke-width': unit * 2,
    }),
  );
  parts.push(
    element('path', {
      d: polylinePath(
        Array.from({ length: 9 }, (_, index) => {
          const x = pitLeft + unit * 60 + (index * (pitWidth - unit * 120)) / 8;
          return [
            [x, slabY - unit * 26],
            [x, slabY - unit * 48],
          ] as [number, number][];
        }),
      ),
      stroke: palette.accent,
      'stroke-width': unit * 4,
    }),
  );
  const stakeY = grade - unit * 80;
  parts.push(
    line(unit * 40, stakeY, canvas.width - unit * 40, stakeY, palette.accent, unit * 2, {
      'stroke-dasharray': `${unit * 14} ${unit * 8}`,
    }),
  );
  for (const stakeX of [unit * 60, canvas.width - unit * 60])
    parts.push(rect(stakeX - unit * 5, stakeY - unit * 10, unit * 10, grade - stakeY + unit * 10, palette.main));
  parts.push(excavator(draw, excavatorOnRight ? canvas.width - unit * 380 : unit * 30, grade));
  parts.push(
    dimension(
      draw,
      pitLeft + unit * 30,
      pitLeft + pitWidth - unit * 30,
      grade - unit * 170,
      Math.round(pitWidth / (unit * 20)) * 2,
    ),
  );
  return parts.join('');
}

/** An open excavation with spread footings, stem walls and rebar, seen in section. */
function footings(draw: Draw, pitLeft: number, pitWidth: number, grade: number): string {
  const { canvas, palette, random, unit } = draw;
  const pitDepth = (canvas.height - grade) * random.between(0.5, 0.7);
  const parts: string[] = [
    rect(pitLeft, grade, pitWidth, pitDepth, mix(palette.ground, palette.ink, 0.45)),
    rect(
      pitLeft + unit * 12,
      grade + pitDepth - unit * 40,
      pitWidth - unit * 24,
      unit * 40,
      mix(palette.ground, white, 0.45),
    ),
  ];
  const footingHeight = unit * 70;
  const footingTop = grade + pitDepth - unit * 40 - footingHeight;
  for (const side of [0, 1]) {
    const footingWidth = unit * 150;
    const footingX = side ? pitLeft + pitWidth - unit * 30 - footingWidth : pitLeft + unit * 30;
    parts.push(rect(footingX, footingTop, footingWidth, footingHeight, concrete));
    const wallX = footingX + footingWidth / 2 - unit * 24;
    parts.push(rect(wallX, grade - unit * 30, unit * 48, footingTop - grade + unit * 30, mix(concrete, white, 0.15)));
    for (let bar = 0; bar < 4; bar += 1)
      parts.push(
        circle(
          footingX + unit * 25 + bar * unit * 33,
          footingTop + footingHeight - unit * 18,
          unit * 6,
          palette.accent,
        ),
      );
    parts.push(
      line(
        wallX + unit * 16,
        grade - unit * 30,
        wallX + unit * 16,
        footingTop + footingHeight - unit * 18,
        palette.accent,
        unit * 5,
      ),
    );
    parts.push(line(wallX + unit * 32, grade - unit * 60, wallX + unit * 32, grade - unit * 10, palette.ink, unit * 4));
  }
  return parts.join('');
}

/** Drilled piers carried down to firm ground, tied by a grade beam just below the slab. */
function drilledPiers(draw: Draw, left: number, width: number, grade: number): string {
  const { canvas, palette, random, unit } = draw;
  const parts: string[] = [rect(left + unit * 20, grade - unit * 30, width - unit * 40, unit * 60, concrete)];
  const piers = random.integer(3, 5);
  for (let pier = 0; pier < piers; pier += 1) {
    const x = left + unit * 40 + (pier * (width - unit * 140)) / (piers - 1);
    const depth = (canvas.height - grade) * random.between(0.6, 0.85);
    parts.push(rect(x, grade + unit * 30, unit * 60, depth, mix(concrete, palette.ink, 0.1)));
    parts.push(
      line(x + unit * 18, grade, x + unit * 18, grade + depth, palette.accent, unit * 4),
      line(x + unit * 42, grade, x + unit * 42, grade + depth, palette.accent, unit * 4),
    );
    parts.push(
      element('ellipse', {
        cx: x + unit * 30,
        cy: grade + unit * 30 + depth,
        rx: unit * 38,
        ry: unit * 14,
        fill: mix(concrete, palette.ink, 0.1),
      }),
    );
  }
  return parts.join('');
}

function excavator(draw: Draw, x: number, base: number): string {
  const { palette, unit } = draw;
  return [
    rect(x, base - unit * 34, unit * 190, unit * 34, palette.ink, { rx: unit * 16 }),
    rect(x + unit * 20, base - unit * 100, unit * 150, unit * 60, palette.accent),
    rect(x + unit * 30, base - unit * 160, unit * 70, unit * 62, palette.accent),
    rect(x + unit * 42, base - unit * 150, unit * 46, unit * 36, palette.light),
    element('path', {
      d: `M${x + unit * 160} ${base - unit * 80}L${x + unit * 260} ${base - unit * 190}L${x + unit * 320} ${base - unit * 70}`,
      stroke: palette.accent,
      'stroke-width': unit * 18,
      fill: 'none',
      'stroke-linejoin': 'round',
    }),
    polygon(
      [
        [x + unit * 300, base - unit * 80],
        [x + unit * 350, base - unit * 70],
        [x + unit * 330, base - unit * 30],
      ],
      palette.ink,
    ),
  ].join('');
}

function house(draw: Draw, left: number, base: number, width: number, height: number, body: string): string {
  const { palette, random, unit } = draw;
  const roofRise = width * random.between(0.18, 0.3);
  const parts: string[] = [];
  if (random.chance(0.4))
    parts.push(rect(left + width * 0.7, base - height - roofRise, unit * 30, roofRise, palette.main));
  parts.push(rect(left, base - height, width, height, body));
  parts.push(
    polygon(
      [
        [left - unit * 24, base - height],
        [left + width / 2, base - height - roofRise],
        [left + width + unit * 24, base - height],
      ],
      mix(palette.accent, palette.ink, 0.35),
    ),
  );
  const garage = random.chance(0.5);
  const doorX = garage ? left + width * 0.08 : left + width * 0.42;
  if (garage) {
    const garageWidth = width * 0.38;
    parts.push(rect(doorX, base - height * 0.62, garageWidth, height * 0.62, palette.light));
    for (let slat = 1; slat < 5; slat += 1)
      parts.push(rect(doorX, base - height * 0.62 + (slat * height * 0.62) / 5, garageWidth, unit * 3, body));
  } else {
    parts.push(rect(doorX, base - height * 0.55, width * 0.16, height * 0.55, palette.main));
  }
  const windowsFrom = garage ? left + width * 0.56 : left + width * 0.08;
  for (let pane = 0; pane < 2; pane += 1) {
    const paneX = garage
      ? windowsFrom + pane * width * 0.2
      : windowsFrom + pane * width * 0.54 + (pane ? width * 0.04 : 0);
    parts.push(
      rect(paneX, base - height * 0.74, width * 0.15, height * 0.34, palette.light, {
        stroke: palette.main,
        'stroke-width': unit * 4,
      }),
    );
    parts.push(
      line(
        paneX + width * 0.075,
        base - height * 0.74,
        paneX + width * 0.075,
        base - height * 0.4,
        palette.main,
        unit * 3,
      ),
    );
  }
  return parts.join('');
}

function houses(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.8);
  const parts: string[] = [sky(draw), distance(draw, base), ground(draw, base)];
  const count = random.integer(2, 4);
  const slot = canvas.width / count;
  const bodies = [
    mix(palette.mid, white, 0.35),
    palette.light,
    mix(palette.far, white, 0.3),
    mix(palette.accent, white, 0.6),
  ];
  for (let index = 0; index < count; index += 1) {
    const width = slot * random.between(0.55, 0.72);
    const height = unit * random.between(160, 240);
    const left = index * slot + (slot - width) * random.between(0.3, 0.7);
    parts.push(house(draw, left, base, width, height, random.pick(bodies)));
    parts.push(tree(draw, left + width + (slot - width) * 0.4, base + unit * 4, unit * random.between(90, 140)));
  }
  const fence: [number, number][][] = [
    [
      [0, base + unit * 40],
      [canvas.width, base + unit * 40],
    ],
  ];
  for (let x = unit * 10; x < canvas.width; x += unit * 40)
    fence.push([
      [x, base + unit * 14],
      [x, base + unit * 56],
    ]);
  parts.push(
    element('path', { d: polylinePath(fence), stroke: palette.light, 'stroke-width': unit * 5, opacity: 0.7 }),
  );
  return parts.join('');
}

function car(draw: Draw, x: number, base: number, width: number): string {
  const { palette, random } = draw;
  const body = random.pick([palette.accent, palette.main, '#c9d2db', '#25313d']);
  const height = width * 0.55;
  return [
    rect(x, base - height * 0.62, width, height * 0.5, body, { rx: width * 0.08 }),
    polygon(
      [
        [x + width * 0.14, base - height * 0.6],
        [x + width * 0.24, base - height],
        [x + width * 0.76, base - height],
        [x + width * 0.86, base - height * 0.6],
      ],
      body,
    ),
    polygon(
      [
        [x + width * 0.2, base - height * 0.62],
        [x + width * 0.28, base - height * 0.92],
        [x + width * 0.72, base - height * 0.92],
        [x + width * 0.8, base - height * 0.62],
      ],
      palette.light,
      { opacity: 0.85 },
    ),
    rect(x + width * 0.06, base - height * 0.2, width * 0.16, height * 0.22, palette.ink, { rx: width * 0.03 }),
    rect(x + width * 0.78, base - height * 0.2, width * 0.16, height * 0.22, palette.ink, { rx: width * 0.03 }),
  ].join('');
}

function driveway(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, random.between(0.42, 0.54));
  const parts: string[] = [
    sky(draw),
    distance(draw, base),
    rect(0, base, canvas.width, canvas.height - base, palette.ground),
  ];
  for (let stripe = 0; stripe < 6; stripe += 1) {
    parts.push(
      rect(
        0,
        base + (stripe * (canvas.height - base)) / 6,
        canvas.width,
        (canvas.height - base) / 12,
        mix(palette.ground, white, 0.1),
        { opacity: 0.6 },
      ),
    );
  }
  const middle = canvas.width * random.between(0.4, 0.6);
  const houseWidth = canvas.width * random.between(0.36, 0.5);
  const bodies = [palette.light, mix(palette.mid, white, 0.5), mix(palette.far, white, 0.4)];
  for (let index = 0; index < random.integer(1, 3); index += 1) {
    const onLeft = index % 2 === 0;
    parts.push(
      tree(
        draw,
        onLeft
          ? middle - houseWidth / 2 - unit * random.between(40, 160)
          : middle + houseWidth / 2 + unit * random.between(40, 160),
        base + unit * 4,
        unit * random.between(90, 140),
      ),
    );
  }
  parts.push(
    house(draw, middle - houseWidth / 2, base, houseWidth, unit * random.between(190, 240), random.pick(bodies)),
  );
  const garageLeft = middle - houseWidth / 2 + houseWidth * 0.08;
  const garageRight = garageLeft + houseWidth * 0.38;
  const bottomLeft = garageLeft - canvas.width * random.between(0.12, 0.3);
  const bottomRight = garageRight + canvas.width * random.between(0.1, 0.3);
  const finish = choose(draw, ['pavers', 'slabs', 'aggregate']);
  const surface = finish === 'pavers' ? palette.mid : finish === 'slabs' ? concrete : mix(palette.mid, concrete, 0.5);
  parts.push(
    polygon(
      [
        [garageLeft, base],
        [garageRight, base],
        [bottomRight, canvas.height],
        [bottomLeft, canvas.height],
      ],
      surface,
    ),
  );
  const columns = finish === 'pavers' ? 8 : 2;
  const rows = finish === 'pavers' ? 12 : finish === 'slabs' ? 5 : 3;
  const joints: [number, number][][] = [];
  for (let column = 1; column < columns; column += 1) {
    const share = column / columns;
    joints.push([
      [garageLeft + (garageRight - garageLeft) * share, base],
      [bottomLeft + (bottomRight - bottomLeft) * share, canvas.height],
    ]);
  }
  for (let row = 1; row < rows; row += 1) {
    const share = (row / rows) ** 1.6;
    const y = base + (canvas.height - base) * share;
    joints.push([
      [garageLeft + (bottomLeft - garageLeft) * share, y],
      [garageRight + (bottomRight - garageRight) * share, y],
    ]);
  }
  parts.push(element('path', { d: polylinePath(joints), stroke: white, 'stroke-width': unit * 2.5, opacity: 0.5 }));
  if (finish === 'aggregate') {
    for (let stone = 0; stone < 260; stone += 1) {
      const depth = random.next() ** 0.7;
      const across = random.next();
      const y = base + (canvas.height - base) * depth;
      const x =
        garageLeft +
        (bottomLeft - garageLeft) * depth +
        (garageRight + (bottomRight - garageRight) * depth - (garageLeft + (bottomLeft - garageLeft) * depth)) * across;
      parts.push(circle(x, y, unit * (1 + depth * 3), palette.ink, { opacity: 0.25 }));
    }
  }
  parts.push(
    element('path', {
      d: polylinePath([
        [
          [garageLeft, base],
          [bottomLeft, canvas.height],
        ],
        [
          [garageRight, base],
          [bottomRight, canvas.height],
        ],
      ]),
      stroke: palette.accent,
      'stroke-width': unit * 10,
    }),
  );
  if (random.chance(0.4)) {
    const carWidth = (garageRight - garageLeft) * 0.9;
    parts.push(
      car(
        draw,
        (garageLeft + garageRight) / 2 -
          carWidth / 2 +
          (bottomLeft - garageLeft) * 0.25 +
          (bottomRight - garageRight - (bottomLeft - garageLeft)) * 0.125,
        base + (canvas.height - base) * 0.25,
        carWidth * 1.15,
      ),
    );
  }
  for (let shrub = 0; shrub < random.integer(4, 8); shrub += 1) {
    const onLeft = shrub % 2 === 0;
    const x = onLeft ? canvas.width * random.between(0.02, 0.2) : canvas.width * random.between(0.8, 0.98);
    parts.push(
      circle(
        x,
        base + (canvas.height - base) * random.between(0.2, 0.8),
        unit * random.between(28, 50),
        mix(palette.ground, '#1f3a1f', 0.4),
      ),
    );
  }
  return parts.join('');
}

function interior(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const { width, height } = canvas;
  const backLeft = width * random.between(0.24, 0.4);
  const back = {
    left: backLeft,
    right: backLeft + width * random.between(0.3, 0.42),
    top: height * random.between(0.16, 0.26),
    bottom: height * random.between(0.58, 0.68),
  };
  const wall = palette.skyBottom;
  const backWall = random.chance(0.4) ? mix(palette.mid, white, 0.55) : wall;
  const parts: string[] = [
    rect(0, 0, width, height, mix(wall, palette.ink, 0.06)),
    polygon(
      [
        [0, 0],
        [width, 0],
        [back.right, back.top],
        [back.left, back.top],
      ],
      mix(wall, white, 0.5),
    ),
    polygon(
      [
        [0, 0],
        [back.left, back.top],
        [back.left, back.bottom],
        [0, height],
      ],
      mix(wall, palette.mid, 0.25),
    ),
    polygon(
      [
        [width, 0],
        [back.right, back.top],
        [back.right, back.bottom],
        [width, height],
      ],
      mix(wall, palette.mid, 0.15),
    ),
    polygon(
      [
        [0, height],
        [back.left, back.bottom],
        [back.right, back.bottom],
        [width, height],
      ],
      palette.ground,
    ),
    rect(back.left, back.top, back.right - back.left, back.bottom - back.top, backWall),
  ];
  const vanishingX = (back.left + back.right) / 2;
  const vanishingY = (back.top + back.bottom) / 2;
  const toFront = (x: number) => vanishingX + (x - vanishingX) * ((height - vanishingY) / (back.bottom - vanishingY));
  const floorLines: [number, number][][] = [];
  const boards = random.pick([10, 14, 18]);
  for (let board = 0; board <= boards; board += 1) {
    const x = back.left + ((back.right - back.left) * board) / boards;
    floorLines.push([
      [x, back.bottom],
      [toFront(x), height],
    ]);
  }
  if (random.chance(0.4)) {
    for (let row = 1; row < 6; row += 1) {
      const share = (row / 6) ** 1.5;
      const y = back.bottom + (height - back.bottom) * share;
      floorLines.push([
        [back.left + (0 - back.left) * share, y],
        [back.right + (width - back.right) * share, y],
      ]);
    }
  }
  parts.push(
    element('path', {
      d: polylinePath(floorLines),
      stroke: mix(palette.ground, palette.ink, 0.3),
      'stroke-width': unit * 2,
      opacity: 0.6,
    }),
  );
  const panes = random.integer(1, 3);
  const glassWidth = ((back.right - back.left) * 0.76) / panes;
  for (let pane = 0; pane < panes; pane += 1) {
    const left = back.left + (back.right - back.left) * 0.12 + pane * glassWidth + unit * 6;
    const top = back.top + unit * 36;
    const bottom = back.bottom - unit * random.between(70, 110);
    parts.push(
      rect(left, top, glassWidth - unit * 12, bottom - top, palette.skyTop, {
        stroke: palette.main,
        'stroke-width': unit * 7,
      }),
    );
    parts.push(
      polygon(
        [
          [left, bottom],
          [left, bottom - unit * 40],
          [left + glassWidth * 0.5, bottom - unit * 70],
          [left + glassWidth - unit * 12, bottom - unit * 30],
          [left + glassWidth - unit * 12, bottom],
        ],
        palette.far,
      ),
    );
  }
  if (random.chance(0.6)) {
    const pendants = random.integer(2, 4);
    for (let index = 0; index < pendants; index += 1) {
      const x = width * 0.3 + (width * 0.4 * (index + 0.5)) / pendants;
      const drop = height * random.between(0.14, 0.24);
      parts.push(line(x, 0, x, drop, palette.ink, unit * 2));
      parts.push(
        polygon(
          [
            [x - unit * 14, drop],
            [x + unit * 14, drop],
            [x + unit * 34, drop + unit * 34],
            [x - unit * 34, drop + unit * 34],
          ],
          palette.accent,
        ),
      );
    }
  } else {
    for (let row = 0; row < 2; row += 1) {
      for (let column = 0; column < 4; column += 1) {
        const y = back.top * (0.35 + row * 0.4);
        const spread = width * (0.5 - row * 0.12);
        parts.push(
          element('ellipse', {
            cx: width / 2 - spread / 2 + (spread * column) / 3,
            cy: y,
            rx: unit * (22 - row * 6),
            ry: unit * (7 - row * 2),
            fill: mix(palette.accent, white, 0.6),
          }),
        );
      }
    }
  }
  const furniture = { counter: island, sofa: lounge, table: diningTable }[choose(draw, ['counter', 'sofa', 'table'])];
  parts.push(furniture(draw, back));
  const leftWall = random.pick(['shelves', 'doors', 'art'] as const);
  // A point on the left wall: `depth` 0 at the picture's edge, 1 at the back wall; `share` 0 ceiling, 1 floor.
  const onLeftWall = (share: number, depth: number) => {
    const top = back.top * depth;
    const bottom = height + (back.bottom - height) * depth;
    return [back.left * depth, top + share * (bottom - top)] as const;
  };
  for (let item = 0; item < 3; item += 1) {
    const near = 0.15 + item * 0.28;
    const far = near + 0.18;
    if (leftWall === 'shelves') {
      const share = 0.25 + item * 0.18;
      parts.push(
        polygon(
          [
            onLeftWall(share, 0.35),
            onLeftWall(share, 0.85),
            onLeftWall(share + 0.02, 0.85),
            onLeftWall(share + 0.03, 0.35),
          ],
          palette.mid,
        ),
      );
    } else if (item < 2) {
      const [top, bottom] = leftWall === 'doors' ? [0.3, 0.92] : [0.3, 0.55];
      parts.push(
        polygon(
          [onLeftWall(top, near), onLeftWall(top, far), onLeftWall(bottom, far), onLeftWall(bottom, near)],
          leftWall === 'doors' ? palette.main : palette.accent,
          { opacity: leftWall === 'doors' ? 1 : 0.8 },
        ),
      );
    }
  }
  return parts.join('');
}

interface Wall {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function island(draw: Draw, back: Wall): string {
  const { canvas, palette, random, unit } = draw;
  const top = canvas.height * random.between(0.68, 0.74);
  const left = canvas.width * random.between(0.22, 0.34);
  const right = canvas.width - left;
  const parts = [
    polygon(
      [
        [left, top],
        [right, top],
        [right - unit * 40, top - unit * 40],
        [left + unit * 40, top - unit * 40],
      ],
      mix(palette.light, palette.mid, 0.2),
    ),
    rect(left, top, right - left, canvas.height * 0.2, palette.main),
  ];
  for (let door = 1; door < 4; door += 1) {
    const x = left + ((right - left) * door) / 4;
    parts.push(line(x, top + unit * 12, x, top + canvas.height * 0.2 - unit * 12, palette.mid, unit * 3));
  }
  parts.push(
    rect(back.left + unit * 10, back.bottom - unit * 60, back.right - back.left - unit * 20, unit * 60, palette.mid),
  );
  return parts.join('');
}

function lounge(draw: Draw, back: Wall): string {
  const { canvas, palette, random, unit } = draw;
  const seatTop = canvas.height * random.between(0.7, 0.76);
  const left = canvas.width * random.between(0.2, 0.3);
  const right = canvas.width - left;
  const fabric = random.pick([palette.accent, palette.main, palette.mid]);
  const rugTop = back.bottom + unit * 30;
  return [
    polygon(
      [
        [back.left - unit * 40, rugTop],
        [back.right + unit * 40, rugTop],
        [right + unit * 80, canvas.height * 0.96],
        [left - unit * 80, canvas.height * 0.96],
      ],
      mix(palette.light, palette.accent, 0.25),
      { opacity: 0.8 },
    ),
    rect(left, seatTop - unit * 80, right - left, unit * 80, mix(fabric, palette.ink, 0.15), { rx: unit * 18 }),
    rect(left - unit * 20, seatTop - unit * 10, right - left + unit * 40, unit * 70, fabric, { rx: unit * 16 }),
    rect(left + unit * 20, seatTop + unit * 60, unit * 14, unit * 24, palette.ink),
    rect(right - unit * 34, seatTop + unit * 60, unit * 14, unit * 24, palette.ink),
  ].join('');
}

function diningTable(draw: Draw, back: Wall): string {
  const { canvas, palette, random, unit } = draw;
  const top = canvas.height * random.between(0.7, 0.76);
  const left = canvas.width * random.between(0.26, 0.34);
  const right = canvas.width - left;
  const parts = [
    rect(
      back.left + unit * 20,
      back.bottom - unit * 120,
      back.right - back.left - unit * 40,
      unit * 120,
      mix(palette.mid, palette.ink, 0.2),
      { opacity: 0.5 },
    ),
  ];
  const chairs = random.integer(3, 5);
  for (let chair = 0; chair < chairs; chair += 1) {
    const x = left + unit * 30 + (chair * (right - left - unit * 120)) / (chairs - 1);
    parts.push(rect(x, top - unit * 110, unit * 60, unit * 100, palette.main, { rx: unit * 10 }));
  }
  parts.push(
    polygon(
      [
        [left, top],
        [right, top],
        [right - unit * 50, top - unit * 36],
        [left + unit * 50, top - unit * 36],
      ],
      palette.mid,
    ),
  );
  parts.push(rect(left, top, right - left, unit * 16, palette.main));
  parts.push(
    rect(left + unit * 20, top + unit * 16, unit * 16, canvas.height * 0.18, palette.main),
    rect(right - unit * 36, top + unit * 16, unit * 16, canvas.height * 0.18, palette.main),
  );
  return parts.join('');
}

function storm(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, random.between(0.78, 0.84));
  const parts: string[] = [sky(draw), distance(draw, base), ground(draw, base)];
  if (random.chance(0.5)) {
    const boltX = canvas.width * random.between(0.1, 0.9);
    parts.push(
      element('path', {
        d: polylinePath([
          [
            [boltX, 0],
            [boltX - unit * 30, unit * 120],
            [boltX + unit * 10, unit * 130],
            [boltX - unit * 40, unit * 260],
          ],
        ]),
        stroke: '#fff3c4',
        'stroke-width': unit * 6,
        fill: 'none',
        opacity: 0.8,
      }),
    );
  }
  const houseWidth = canvas.width * random.between(0.3, 0.42);
  const houseLeft = canvas.width * random.between(0.06, 0.2);
  const wallHeight = unit * (random.chance(0.35) ? 330 : 220);
  const rise = houseWidth * random.between(0.2, 0.3);
  const eave = base - wallHeight;
  const barrierX = houseLeft + houseWidth + canvas.width * 0.04;
  if (barrierX + unit * 700 < canvas.width) parts.push(truck(draw, barrierX + unit * 270, base, 'beacon'));
  parts.push(rect(houseLeft, eave, houseWidth, wallHeight, palette.mid));
  parts.push(
    polygon(
      [
        [houseLeft - unit * 24, eave],
        [houseLeft + houseWidth / 2, eave - rise],
        [houseLeft + houseWidth + unit * 24, eave],
      ],
      palette.main,
    ),
  );
  const tarpShare = random.between(0.35, 0.6);
  const tarpOnRight = random.chance(0.5);
  const ridgeX = houseLeft + houseWidth / 2;
  const side = tarpOnRight ? 1 : -1;
  const tarpEdgeX = ridgeX + side * (houseWidth / 2 + unit * 24) * tarpShare;
  const tarpEdgeY = eave - rise * (1 - tarpShare);
  parts.push(
    polygon(
      [
        [ridgeX, eave - rise],
        [tarpEdgeX, tarpEdgeY],
        [tarpEdgeX, eave - unit * 8],
        [ridgeX, eave - unit * 8],
      ],
      tarpBlue,
    ),
  );
  parts.push(line(tarpEdgeX, tarpEdgeY, tarpEdgeX + side * unit * 30, base, palette.light, unit * 2, { opacity: 0.6 }));
  const rows = wallHeight > unit * 300 ? 2 : 1;
  for (let row = 0; row < rows; row += 1) {
    for (const paneX of [0.14, 0.66]) {
      parts.push(
        rect(
          houseLeft + houseWidth * paneX,
          eave + unit * 40 + row * unit * 140,
          houseWidth * 0.2,
          unit * 80,
          palette.main,
          { stroke: palette.light, 'stroke-width': unit * 6 },
        ),
      );
    }
  }
  if (shows(draw, 'fallen-tree', 0.4)) {
    parts.push(
      element('path', {
        d: `M${houseLeft + houseWidth * 0.9} ${base}L${houseLeft + houseWidth * 0.55} ${eave - rise * 0.4}`,
        stroke: mix(palette.ground, '#6b4f3a', 0.6),
        'stroke-width': unit * 26,
        'stroke-linecap': 'round',
      }),
    );
  }
  const bags = random.integer(5, 11);
  for (let bag = 0; bag < bags; bag += 1) {
    const row = Math.floor(bag / 4);
    parts.push(
      element('ellipse', {
        cx: houseLeft + houseWidth * 0.35 + ((bag % 4) + row * 0.5) * unit * 36,
        cy: base - unit * (14 + row * 22),
        rx: unit * 20,
        ry: unit * 12,
        fill: '#c9b48a',
        stroke: palette.ink,
        'stroke-width': unit * 1.5,
      }),
    );
  }
  if (shows(draw, 'flood', 0.3)) {
    parts.push(rect(0, base + unit * 20, canvas.width, canvas.height - base - unit * 20, tarpBlue, { opacity: 0.35 }));
    const ripples: [number, number][][] = [];
    for (let ripple = 0; ripple < 40; ripple += 1) {
      const x = canvas.width * random.next();
      const y = base + unit * 30 + (canvas.height - base - unit * 40) * random.next();
      ripples.push([
        [x, y],
        [x + unit * random.between(30, 80), y],
      ]);
    }
    parts.push(element('path', { d: polylinePath(ripples), stroke: white, 'stroke-width': unit * 2, opacity: 0.4 }));
  }
  for (let stripe = 0; stripe < 6; stripe += 1) {
    parts.push(
      polygon(
        [
          [barrierX + stripe * unit * 40, base - unit * 90],
          [barrierX + (stripe + 0.5) * unit * 40, base - unit * 90],
          [barrierX + (stripe + 1) * unit * 40, base - unit * 60],
          [barrierX + (stripe + 0.5) * unit * 40, base - unit * 60],
        ],
        stripe % 2 ? white : palette.accent,
      ),
    );
  }
  parts.push(
    rect(barrierX, base - unit * 60, unit * 8, unit * 60, palette.light),
    rect(barrierX + unit * 232, base - unit * 60, unit * 8, unit * 60, palette.light),
  );
  const rain: [number, number][][] = [];
  for (let drop = 0; drop < 220; drop += 1) {
    const x = canvas.width * random.next();
    const y = canvas.height * random.next();
    rain.push([
      [x, y],
      [x - unit * 12, y + unit * 40],
    ]);
  }
  parts.push(element('path', { d: polylinePath(rain), stroke: white, 'stroke-width': unit * 2, opacity: 0.3 }));
  return parts.join('');
}

function sitePlan(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const { width, height } = canvas;
  const paper = '#f6f4ef';
  const road = mix(palette.far, '#cfd6de', 0.6);
  const parts: string[] = [rect(0, 0, width, height, paper)];
  const gridLines: [number, number][][] = [];
  for (let x = 0; x <= width; x += unit * 40)
    gridLines.push([
      [x, 0],
      [x, height],
    ]);
  for (let y = 0; y <= height; y += unit * 40)
    gridLines.push([
      [0, y],
      [width, y],
    ]);
  parts.push(element('path', { d: polylinePath(gridLines), stroke: '#e2e7ed', 'stroke-width': 1 }));
  const waterEdge = random.chance(0.5) ? 'left' : 'right';
  const shore: [number, number][] = [];
  for (let y = 0; y <= height; y += height / 10) shore.push([width * 0.14 + unit * 30 * Math.sin(y / (unit * 90)), y]);
  const shoreline = waterEdge === 'left' ? shore : shore.map(([x, y]) => [width - x, y] as [number, number]);
  parts.push(
    polygon(
      [[waterEdge === 'left' ? 0 : width, 0], ...shoreline, [waterEdge === 'left' ? 0 : width, height]],
      mix(palette.skyTop, white, 0.2),
    ),
  );
  const area = {
    left: waterEdge === 'left' ? width * 0.2 : width * 0.05,
    right: waterEdge === 'left' ? width * 0.95 : width * 0.8,
    top: height * 0.08,
    bottom: height * 0.86,
  };
  const streetCount = random.integer(3, 5);
  const streetGap = (area.bottom - area.top) / streetCount;
  const spineX = area.left + (area.right - area.left) * random.between(0.35, 0.65);
  const park = {
    left: spineX + unit * 20,
    top: area.top + streetGap * random.integer(0, streetCount - 2) + unit * 20,
    width: (area.right - area.left) * 0.18,
    height: streetGap * 1.4,
  };
  parts.push(rect(spineX - unit * 9, area.top, unit * 18, area.bottom - area.top, road));
  const phaseColours = [
    mix(palette.mid, white, 0.55),
    mix(palette.accent, white, 0.65),
    mix(palette.skyTop, white, 0.4),
  ];
  for (let street = 0; street < streetCount; street += 1) {
    const y = area.top + streetGap * (street + 0.5);
    parts.push(rect(area.left, y - unit * 9, area.right - area.left, unit * 18, road));
    for (let x = area.left + unit * 8; x + unit * 30 <= area.right; x += unit * 36) {
      if (x + unit * 30 > spineX - unit * 12 && x < spineX + unit * 12) continue;
      for (const top of [y - unit * 58, y + unit * 14]) {
        const inPark =
          x + unit * 30 > park.left &&
          x < park.left + park.width &&
          top + unit * 44 > park.top &&
          top < park.top + park.height;
        if (inPark) continue;
        const phase = Math.min(2, Math.floor(((x - area.left) / (area.right - area.left)) * 3));
        parts.push(
          rect(x, top, unit * 30, unit * 44, phaseColours[phase] ?? white, {
            stroke: mix(palette.main, white, 0.4),
            'stroke-width': unit * 1.2,
          }),
        );
      }
    }
  }
  parts.push(
    rect(park.left, park.top, park.width, park.height, mix(palette.mid, white, 0.3), {
      rx: unit * 18,
      stroke: palette.main,
      'stroke-width': unit * 2,
    }),
  );
  for (let index = 0; index < 14; index += 1) {
    parts.push(
      circle(
        park.left + park.width * random.between(0.1, 0.9),
        park.top + park.height * random.between(0.1, 0.9),
        unit * 9,
        mix(palette.main, white, 0.25),
      ),
    );
  }
  const arrowX = area.right - unit * 40;
  const arrowY = height * 0.9;
  parts.push(circle(arrowX, arrowY, unit * 22, paper, { stroke: palette.ink, 'stroke-width': unit * 2 }));
  parts.push(
    polygon(
      [
        [arrowX, arrowY - unit * 18],
        [arrowX + unit * 8, arrowY + unit * 10],
        [arrowX, arrowY + unit * 4],
        [arrowX - unit * 8, arrowY + unit * 10],
      ],
      palette.ink,
    ),
  );
  parts.push(
    rect(area.right - unit * 260, arrowY - unit * 3, unit * 80, unit * 8, palette.ink),
    rect(area.right - unit * 180, arrowY - unit * 3, unit * 80, unit * 8, paper, {
      stroke: palette.ink,
      'stroke-width': unit * 1.5,
    }),
  );
  return parts.join('');
}

function worker(draw: Draw, x: number, base: number, height: number): string {
  const { palette, random } = draw;
  const scale = height / 300;
  const skin = random.pick(skinTones);
  const hat = random.pick(['#ffffff', '#f2c14e', palette.accent, '#f2c14e']);
  const trousers = random.pick([palette.main, '#3b4a5a', '#5b4a3a']);
  const at = (dx: number) => x + dx * scale;
  const up = (dy: number) => base - dy * scale;
  const parts = [
    rect(at(-26), up(130), 22 * scale, 130 * scale, trousers, { rx: 6 * scale }),
    rect(at(4), up(130), 22 * scale, 130 * scale, trousers, { rx: 6 * scale }),
    rect(at(-44), up(228), 20 * scale, 100 * scale, palette.mid, { rx: 10 * scale }),
    rect(at(24), up(228), 20 * scale, 100 * scale, palette.mid, { rx: 10 * scale }),
    rect(at(-32), up(236), 64 * scale, 116 * scale, palette.accent, { rx: 14 * scale }),
    rect(at(-32), up(196), 64 * scale, 8 * scale, '#f4f6f8', { opacity: 0.9 }),
    rect(at(-32), up(170), 64 * scale, 8 * scale, '#f4f6f8', { opacity: 0.9 }),
    circle(x, up(266), 26 * scale, skin),
    element('path', { d: `M${at(-30)} ${up(270)}A${30 * scale} ${30 * scale} 0 0 1 ${at(30)} ${up(270)}Z`, fill: hat }),
    rect(at(-38), up(272), 76 * scale, 7 * scale, hat, { rx: 3 * scale }),
  ];
  if (random.chance(0.3))
    parts.push(
      rect(at(30), up(190), 34 * scale, 46 * scale, palette.light, { stroke: palette.ink, 'stroke-width': 3 * scale }),
    );
  return parts.join('');
}

function crew(draw: Draw): string {
  const { canvas, palette, random, unit } = draw;
  const base = horizon(draw, 0.86);
  const parts: string[] = [sky(draw), distance(draw, base)];
  const backdrop = random.chance(0.5)
    ? studWall(
        { ...draw, palette: { ...palette, main: mix(palette.far, white, 0.2) } },
        canvas.width * 0.08,
        base - unit * 380,
        canvas.width * 0.84,
        unit * 380,
        4,
      )
    : rect(canvas.width * 0.1, base - unit * 420, canvas.width * 0.8, unit * 420, mix(palette.far, white, 0.35)) +
      windowGrid(draw, canvas.width * 0.12, base - unit * 400, canvas.width * 0.76, unit * 360, 10, 4, 0);
  parts.push(backdrop, ground(draw, base));
  const count = random.integer(4, 7);
  const spacing = (canvas.width * 0.8) / count;
  for (let index = 0; index < count; index += 1) {
    const x = canvas.width * 0.1 + spacing * (index + 0.5) + random.between(-spacing * 0.1, spacing * 0.1);
    parts.push(worker(draw, x, base + unit * 30, unit * random.between(270, 330)));
  }
  return parts.join('');
}

export const scenes = {
  storefronts,
  hotel,
  offices,
  stickFrame,
  podiumFrame,
  panelLift,
  panelKit,
  foundation,
  houses,
  driveway,
  interior,
  storm,
  sitePlan,
  crew,
} satisfies Record<string, (draw: Draw) => string>;

export type Scene = keyof typeof scenes;

export interface Placeholder {
  scene: Scene;
  palette: Palette;
  title: string;
  detail?: Detail;
  /** The small second line of the title block, e.g. 'Illustration · Retail'. */
  caption: string;
}

/**
 * The title block: the image's title lettered on a translucent plate in the lower left, like the title
 * block of a drawing sheet, with a bar in the category's colour. Sized to stay quiet next to the picture.
 */
function titleBlock(draw: Draw, title: string, caption: string): string {
  const { canvas, palette, unit } = draw;
  const margin = canvas.width * 0.03;
  let capHeight = unit * 22;
  const maxWidth = canvas.width * 0.7;
  const titleUnits = letteringWidth(title);
  if ((titleUnits * capHeight) / 6 > maxWidth) capHeight = (maxWidth * 6) / titleUnits;
  const captionHeight = capHeight * 0.6;
  const padding = capHeight * 0.8;
  const plateWidth =
    Math.max(titleUnits * capHeight, letteringWidth(caption) * captionHeight) / 6 + padding * 2 + unit * 8;
  const plateHeight = capHeight + captionHeight + padding * 2.6;
  const plateX = margin;
  const plateY = canvas.height - margin - plateHeight;
  const textX = plateX + padding + unit * 8;
  const strokeStyle = { fill: 'none', stroke: white, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return group({}, [
    rect(plateX, plateY, plateWidth, plateHeight, palette.ink, { opacity: 0.62, rx: unit * 4 }),
    rect(plateX, plateY, unit * 8, plateHeight, palette.accent, { rx: unit * 2 }),
    element('path', {
      d: letteringPath(title, textX, plateY + padding, capHeight),
      ...strokeStyle,
      'stroke-width': capHeight * 0.12,
    }),
    element('path', {
      d: letteringPath(caption, textX, plateY + padding * 1.6 + capHeight, captionHeight),
      ...strokeStyle,
      'stroke-width': captionHeight * 0.13,
      opacity: 0.75,
    }),
  ]);
}

/** A faint drafting grid over the whole picture: the thread that ties every scene to a drawing sheet. */
function draftingGrid({ canvas, unit }: Draw): string {
  const lines: [number, number][][] = [];
  const step = unit * 60;
  for (let x = step; x < canvas.width; x += step)
    lines.push([
      [x, 0],
      [x, canvas.height],
    ]);
  for (let y = step; y < canvas.height; y += step)
    lines.push([
      [0, y],
      [canvas.width, y],
    ]);
  return element('path', { d: polylinePath(lines), stroke: white, 'stroke-width': 1, opacity: 0.09 });
}

/** Scenes without lettering in them, which may be drawn mirrored to vary a category's pictures. */
const mirrorable = new Set<Scene>(['storefronts', 'hotel', 'houses', 'driveway', 'interior', 'storm', 'crew']);

export function placeholderSvg(canvas: Canvas, placeholder: Placeholder, random: Random): string {
  const draw: Draw = {
    canvas,
    palette: placeholder.palette,
    random,
    unit: canvas.height / 900,
    ...(placeholder.detail ? { detail: placeholder.detail } : {}),
  };
  const scene = scenes[placeholder.scene](draw);
  const mirrored = mirrorable.has(placeholder.scene) && random.chance(0.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">` +
    (mirrored ? group({ transform: `translate(${canvas.width} 0) scale(-1 1)` }, [scene]) : scene) +
    draftingGrid(draw) +
    titleBlock(draw, placeholder.title, placeholder.caption) +
    '</svg>'
  );
}
