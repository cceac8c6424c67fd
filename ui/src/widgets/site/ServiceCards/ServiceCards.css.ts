import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { cardSubtitle, cardTrigger, linedSurface, stack } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
  ...linedSurface('lg'),
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:has([aria-controls][aria-expanded="true"])': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  },
});

export const trigger = style({ ...cardTrigger, alignItems: 'flex-start', padding: vars.space['5'] });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style({ ...stack('1'), flex: 1 });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const summary = style(cardSubtitle);
// A closed panel keeps its box (hidden="until-found"): padding only when open.
export const panel = style({
  selectors: {
    [`${card}:has([aria-controls][aria-expanded="true"]) &`]: { padding: `0 ${vars.space['5']} ${vars.space['5']}` },
  },
});
