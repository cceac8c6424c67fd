/** Small SVG building blocks shared by the placeholder scenes. Numbers are rounded so output is stable. */

export type Attributes = Record<string, string | number>;

const round = (value: number) => Math.round(value * 10) / 10;

const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');

export const element = (name: string, attrs: Attributes, content?: string) =>
  content === undefined ? `<${name} ${attributes(attrs)}/>` : `<${name} ${attributes(attrs)}>${content}</${name}>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) =>
  element('rect', { x, y, width, height, fill, ...extra });

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attributes = {}) =>
  element('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attributes = {},
) => element('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) =>
  element('circle', { cx, cy, r, fill, ...extra });

export const group = (attrs: Attributes, children: readonly string[]) => element('g', attrs, children.join(''));

/** A path `d` of straight segments, one subpath per polyline. */
export const polylinePath = (polylines: readonly (readonly (readonly [number, number])[])[]) =>
  polylines
    .filter((points) => points.length > 0)
    .map((points) => points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(''))
    .join('');

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** Blends two #rrggbb colours: 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((channel, index) => Math.round(channel + ((b[index] ?? channel) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
