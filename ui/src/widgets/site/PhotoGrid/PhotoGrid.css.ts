import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing, bareList, plainTitle, stack } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  ...bareList,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// A tile far from the screen is neither styled nor laid out until the visitor scrolls near it: /gallery has a
// hundred, and laying them all out was most of its start on a phone (docs/decisions/052). Until then a tile
// keeps its last measured height, or about a phone tile's. Skipping implies clipping to the tile: the margin
// keeps the button's focus ring (3 px, 3 px out) whole.
export const tile = style({
  ...stack('2'),
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 20rem',
  overflowClipMargin: '6px',
});

export const open = style({
  display: 'block',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': focusRing() },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { boxShadow: vars.shadow.md } } } },
});

export const title = style(plainTitle('md'));
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
