import { company } from '@site/domain/company/company';
import { randomFrom } from '@site/domain/company/random';
import { confidentialImages, imageSize, type ConfidentialImageId } from '../../worker/services/nda-access/nda-images';

/**
 * Placeholder plan sheets for the NDA portal's five confidential images, drawn in one visual language: what the
 * local seed and the end-to-end server put in the local bucket until staff upload the real sheets
 * (docs/decisions/077). Never part of the Worker.
 */
const colour = {
  paper: '#f6f4ef',
  grid: '#e2e7ed',
  ink: '#1f2a37',
  muted: '#5b6b7b',
  brand: '#0b4f8a',
  road: '#cfd6de',
  lot: '#ffffff',
  phases: ['#dbe8f5', '#e9e1d3', '#e2ecdc'],
  park: '#cfe3c6',
  parkLine: '#5f8a50',
  water: '#2f7fc1',
  sewer: '#8a5a2b',
  rock: '#8b8f96',
  stamp: '#b4232c',
} as const;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Attributes = Record<string, string | number>;
const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${typeof value === 'string' ? escapeXml(value) : value}"`)
    .join(' ');
const element = (name: string, attrs: Attributes, content?: string) =>
  content === undefined ? `<${name} ${attributes(attrs)}/>` : `<${name} ${attributes(attrs)}>${content}</${name}>`;
const label = (x: number, y: number, text: string, attrs: Attributes = {}) =>
  element('text', { x, y, 'font-size': 14, fill: colour.ink, ...attrs }, escapeXml(text));

const planArea = { left: 60, top: 60, right: 1140, bottom: 660 } as const;
const streets = [130, 250, 370, 490, 610];
const park = { x: 500, y: 280, width: 200, height: 180 };

const road = (y: number) =>
  element('rect', { x: planArea.left, y: y - 9, width: planArea.right - planArea.left, height: 18, fill: colour.road });
const spine = () =>
  element('rect', { x: 591, y: planArea.top, width: 18, height: planArea.bottom - planArea.top, fill: colour.road });

function lots(fill: (x: number) => string): string {
  const shapes: string[] = [];
  for (const y of streets) {
    for (let x = planArea.left + 10; x + 26 <= planArea.right; x += 30) {
      if (x + 26 > 585 && x < 615) continue;
      for (const top of [y - 53, y + 13]) {
        const insidePark =
          x + 26 > park.x && x < park.x + park.width && top + 40 > park.y && top < park.y + park.height;
        if (!insidePark) {
          shapes.push(
            element('rect', {
              x,
              y: top,
              width: 26,
              height: 40,
              fill: fill(x),
              stroke: colour.muted,
              'stroke-width': 0.8,
            }),
          );
        }
      }
    }
  }
  return shapes.join('');
}

const phaseOf = (x: number) => (x < 440 ? 0 : x < 800 ? 1 : 2);

function masterSitePlan(): string {
  const parkShape = element('rect', { ...park, rx: 18, fill: colour.park, stroke: colour.parkLine, 'stroke-width': 2 });
  const legend = colour.phases
    .map(
      (fill, index) =>
        element('rect', { x: 880 + index * 90, y: 14, width: 16, height: 16, fill, stroke: colour.muted }) +
        label(902 + index * 90, 27, `Phase ${index + 1}`, { 'font-size': 12 }),
    )
    .join('');
  return (
    streets.map(road).join('') +
    spine() +
    lots((x) => colour.phases[phaseOf(x)] ?? colour.lot) +
    parkShape +
    label(600, 375, 'Central Park', {
      'text-anchor': 'middle',
      'font-size': 16,
      fill: colour.parkLine,
      'font-weight': 600,
    }) +
    legend
  );
}

function phaseOneLayout(): string {
  const shapes: string[] = [
    element('rect', { x: 80, y: 170, width: 1040, height: 18, fill: colour.road }),
    element('rect', { x: 80, y: 510, width: 1040, height: 18, fill: colour.road }),
    element('rect', { x: 80, y: 300, width: 1040, height: 98, rx: 12, fill: colour.park, stroke: colour.parkLine }),
    label(600, 183, 'Kilauea Loop (private street, 36 ft)', {
      'text-anchor': 'middle',
      'font-size': 11,
      fill: colour.muted,
    }),
    label(600, 523, 'Puna View Drive (private street, 36 ft)', {
      'text-anchor': 'middle',
      'font-size': 11,
      fill: colour.muted,
    }),
    label(600, 354, 'Greenbelt and drainage easement', {
      'text-anchor': 'middle',
      fill: colour.parkLine,
      'font-weight': 600,
    }),
  ];
  let number = 1;
  // Rows face their street: the house sits 20 px (about 25 ft) back from the road, the number at the rear.
  for (const { top, roadBelow } of [
    { top: 70, roadBelow: true },
    { top: 188, roadBelow: false },
    { top: 410, roadBelow: true },
    { top: 528, roadBelow: false },
  ]) {
    for (let column = 0; column < 12; column += 1) {
      const x = 90 + column * 86;
      shapes.push(element('rect', { x, y: top, width: 80, height: 100, fill: colour.phases[0], stroke: colour.muted }));
      shapes.push(
        element('rect', {
          x: x + 16,
          y: top + (roadBelow ? 36 : 20),
          width: 48,
          height: 44,
          fill: colour.lot,
          stroke: colour.brand,
        }),
      );
      shapes.push(
        label(x + 40, top + (roadBelow ? 24 : 94), String(number), { 'text-anchor': 'middle', 'font-size': 12 }),
      );
      number += 1;
    }
  }
  return shapes.join('');
}

function utilitiesAndDrainage(): string {
  const shapes: string[] = [streets.map(road).join(''), spine(), lots(() => colour.lot)];
  for (const y of streets) {
    shapes.push(
      element('line', {
        x1: planArea.left,
        y1: y - 3,
        x2: planArea.right,
        y2: y - 3,
        stroke: colour.water,
        'stroke-width': 3,
      }),
    );
    shapes.push(
      element('line', {
        x1: planArea.left,
        y1: y + 4,
        x2: planArea.right,
        y2: y + 4,
        stroke: colour.sewer,
        'stroke-width': 2.5,
        'stroke-dasharray': '10 6',
      }),
    );
    for (let x = planArea.left + 60; x < planArea.right; x += 160) {
      shapes.push(element('circle', { cx: x, cy: y - 3, r: 5, fill: colour.stamp }));
    }
  }
  shapes.push(element('rect', { ...park, rx: 18, fill: colour.park, stroke: colour.parkLine, 'stroke-width': 2 }));
  for (const cx of [548, 652]) {
    shapes.push(
      element('ellipse', { cx, cy: 360, rx: 40, ry: 62, fill: '#bcd7ee', stroke: colour.water, 'stroke-width': 2 }),
    );
  }
  shapes.push(label(600, 448, 'Retention basins', { 'text-anchor': 'middle', 'font-size': 12, fill: colour.water }));
  const key = [
    ['Water main', colour.water, ''],
    ['Sewer', colour.sewer, '10 6'],
  ] as const;
  key.forEach(([name, stroke, dash], index) => {
    const x = 760 + index * 150;
    shapes.push(
      element('line', {
        x1: x,
        y1: 22,
        x2: x + 40,
        y2: 22,
        stroke,
        'stroke-width': 3,
        'stroke-dasharray': dash || 'none',
      }),
    );
    shapes.push(label(x + 48, 27, name, { 'font-size': 12 }));
  });
  shapes.push(element('circle', { cx: 1066, cy: 22, r: 5, fill: colour.stamp }));
  shapes.push(label(1076, 27, 'Hydrant', { 'font-size': 12 }));
  return shapes.join('');
}

function gradingAndFoundations(): string {
  const shapes: string[] = [];
  shapes.push(
    '<defs><pattern id="rock" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
      element('line', { x1: 0, y1: 0, x2: 0, y2: 12, stroke: colour.rock, 'stroke-width': 3 }) +
      '</pattern></defs>',
  );
  const rockZones = [
    'M140,180 L330,150 L390,260 L300,340 L160,300 Z',
    'M720,420 L900,380 L1010,470 L930,590 L760,560 Z',
    'M480,560 L600,530 L640,620 L520,640 Z',
  ];
  for (const d of rockZones)
    shapes.push(element('path', { d, fill: 'url(#rock)', stroke: colour.rock, 'stroke-width': 2 }));
  for (let line = 0; line < 13; line += 1) {
    const base = planArea.top + 20 + line * 46;
    const points: string[] = [];
    for (let x = planArea.left; x <= planArea.right; x += 30) {
      points.push(`${x},${(base + 16 * Math.sin(x / 150 + line * 0.45)).toFixed(1)}`);
    }
    const major = line % 4 === 0;
    shapes.push(
      element('polyline', {
        points: points.join(' '),
        fill: 'none',
        stroke: colour.sewer,
        'stroke-width': major ? 2 : 1,
        opacity: major ? 0.9 : 0.55,
      }),
    );
    if (major)
      shapes.push(label(planArea.left + 4, base - 6, `${480 - line * 10} ft`, { 'font-size': 11, fill: colour.sewer }));
  }
  shapes.push(element('rect', { x: 860, y: 14, width: 16, height: 16, fill: 'url(#rock)', stroke: colour.rock }));
  shapes.push(label(882, 27, 'Volcanic rock: drilled and pinned footings', { 'font-size': 12 }));
  return shapes.join('');
}

function communityAmenities(): string {
  // Seeded, so every sheet is identical on every request.
  const random = randomFrom('community amenities');
  const shapes: string[] = [
    element('rect', {
      x: 120,
      y: 100,
      width: 960,
      height: 540,
      rx: 40,
      fill: colour.park,
      stroke: colour.parkLine,
      'stroke-width': 3,
    }),
    element('rect', {
      x: 170,
      y: 150,
      width: 860,
      height: 440,
      rx: 60,
      fill: 'none',
      stroke: colour.sewer,
      'stroke-width': 3,
      'stroke-dasharray': '14 8',
    }),
  ];
  for (let index = 0; index < 70; index += 1) {
    const x = random.between(140, 1060);
    const y = random.between(118, 618);
    const nearFeature = (x > 430 && x < 790 && y > 230 && y < 470) || (x > 820 && x < 1000 && y > 200 && y < 330);
    if (!nearFeature)
      shapes.push(
        element('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: 9, fill: '#9cc58a', stroke: colour.parkLine }),
      );
  }
  shapes.push(
    element('rect', {
      x: 450,
      y: 250,
      width: 180,
      height: 110,
      fill: colour.lot,
      stroke: colour.brand,
      'stroke-width': 2,
    }),
  );
  shapes.push(label(540, 310, 'Community Center', { 'text-anchor': 'middle', 'font-weight': 600 }));
  shapes.push(
    element('rect', {
      x: 650,
      y: 270,
      width: 120,
      height: 70,
      rx: 14,
      fill: '#bcd7ee',
      stroke: colour.water,
      'stroke-width': 2,
    }),
  );
  shapes.push(label(710, 310, 'Pool', { 'text-anchor': 'middle' }));
  for (const [cx, cy] of [
    [900, 260],
    [300, 480],
  ] as const) {
    shapes.push(element('circle', { cx, cy, r: 42, fill: '#f3e3c3', stroke: colour.sewer, 'stroke-width': 2 }));
    shapes.push(label(cx, cy + 5, 'Play', { 'text-anchor': 'middle' }));
  }
  shapes.push(
    label(600, 620, 'Walking loop, 1.8 miles', { 'text-anchor': 'middle', 'font-size': 13, fill: colour.sewer }),
  );
  return shapes.join('');
}

const plans: Record<ConfidentialImageId, () => string> = {
  'master-site-plan': masterSitePlan,
  'phase-1-lot-layout': phaseOneLayout,
  'utilities-and-drainage': utilitiesAndDrainage,
  'grading-and-foundations': gradingAndFoundations,
  'community-amenities': communityAmenities,
};

function grid(): string {
  const lines: string[] = [];
  for (let x = 40; x <= 1160; x += 40) lines.push(`M${x},40V680`);
  for (let y = 40; y <= 680; y += 40) lines.push(`M40,${y}H1160`);
  return element('path', { d: lines.join(''), stroke: colour.grid, 'stroke-width': 1, fill: 'none' });
}

const northArrow = () =>
  element(
    'g',
    { transform: 'translate(790 746)' },
    [
      element('circle', { cx: 0, cy: 0, r: 17, fill: colour.paper, stroke: colour.ink, 'stroke-width': 1.5 }),
      element('path', { d: 'M0,-13 L6,8 L0,3 L-6,8 Z', fill: colour.ink }),
      label(24, 5, 'N', { 'font-weight': 700 }),
    ].join(''),
  );

const scaleBar = () =>
  element(
    'g',
    { transform: 'translate(60 689)' },
    [
      element('rect', { x: 0, y: 0, width: 60, height: 6, fill: colour.ink }),
      element('rect', { x: 60, y: 0, width: 60, height: 6, fill: colour.paper, stroke: colour.ink }),
      label(128, 7, '200 ft', { 'font-size': 10 }),
    ].join(''),
  );

/** The confidential image as an SVG sheet: grid paper, the plan, north arrow, scale and a title block. */
export function placeholderSheet(id: ConfidentialImageId): string {
  const index = confidentialImages.findIndex((image) => image.id === id);
  const image = confidentialImages[index];
  if (!image) throw new Error(`No confidential image ${id}`);
  const { width, height } = imageSize;
  const titleBlock = [
    element('rect', {
      x: 40,
      y: 704,
      width: 1120,
      height: 72,
      fill: colour.lot,
      stroke: colour.ink,
      'stroke-width': 1.5,
    }),
    label(60, 734, company.name, { 'font-size': 13, fill: colour.muted }),
    label(60, 760, 'Hawaii Subdivision Concept, Big Island', { 'font-size': 13, fill: colour.muted }),
    label(400, 750, image.title, { 'font-size': 26, 'font-weight': 700, fill: colour.brand }),
    label(860, 750, `Sheet ${index + 1} of ${confidentialImages.length}`, { 'font-size': 14, fill: colour.muted }),
    element('rect', {
      x: 990,
      y: 722,
      width: 150,
      height: 36,
      fill: 'none',
      stroke: colour.stamp,
      'stroke-width': 2.5,
    }),
    label(1065, 746, 'CONFIDENTIAL', {
      'text-anchor': 'middle',
      'font-size': 15,
      'font-weight': 700,
      fill: colour.stamp,
    }),
  ].join('');
  const watermark = label(600, 380, 'CONFIDENTIAL', {
    'text-anchor': 'middle',
    'font-size': 120,
    'font-weight': 800,
    fill: colour.stamp,
    opacity: 0.05,
    transform: 'rotate(-24 600 380)',
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="Inter, 'Helvetica Neue', Arial, sans-serif" role="img">` +
    `<title>${escapeXml(`${image.title}: ${image.description}`)}</title>` +
    element('rect', { x: 0, y: 0, width, height, fill: colour.paper }) +
    grid() +
    element('rect', { x: 40, y: 40, width: 1120, height: 640, fill: 'none', stroke: colour.ink, 'stroke-width': 1.5 }) +
    plans[image.id]() +
    scaleBar() +
    watermark +
    titleBlock +
    northArrow() +
    '</svg>'
  );
}
