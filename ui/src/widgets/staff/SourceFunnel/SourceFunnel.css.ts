import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, stack, wrappingRow } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const root = style({ ...stack('5'), minWidth: 0 });

export const period = style(stack('3'));
// Top-aligned, so a field's error message below it moves nothing beside it.
export const dates = style(wrappingRow('3', 'flex-start'));
/** Lines the button up with the date inputs, under their labels. */
export const show = style({ paddingTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space['1']})` });

export const headline = style({ margin: 0, fontSize: vars.fontSize.md });
export const asOf = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const views = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['5'],
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const figure = style({ ...stack('3'), margin: 0, minWidth: 0 });
export const caption = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const legend = style({
  ...wrappingRow('3'),
  ...bareList,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.sm });

export const chart = style(stack('4'));
export const source = style(stack('1'));
export const sourceName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 3.5rem',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({ height: '0.875rem', background: vars.color.surfaceSunken, borderRadius: vars.radius.sm });
export const bar = style({ height: '100%', borderRadius: vars.radius.sm });
/** Brand, timber and success: told apart by lightness too, and by the legend's order, not by hue alone. */
export const stageColor = styleVariants({
  leads: { background: vars.color.brand },
  qualified: { background: vars.color.timber },
  won: { background: vars.color.success },
});
export const value = style({ textAlign: 'end' });
