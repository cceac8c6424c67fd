import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';

export const grid = style({ display: 'grid', minWidth: 0 });

const counts = [1, 2, 3, 4, 5, 6] as const;
const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const phoneColumns = styleVariants(Object.fromEntries(counts.map((count) => [count, template(count)])));
export const tabletColumns = styleVariants(
  Object.fromEntries(counts.map((count) => [count, { '@media': { [media.tablet]: template(count) } }])),
);
export const desktopColumns = styleVariants(
  Object.fromEntries(counts.map((count) => [count, { '@media': { [media.desktop]: template(count) } }])),
);
