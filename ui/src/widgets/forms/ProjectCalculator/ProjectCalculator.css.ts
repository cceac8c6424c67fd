import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { smallCaption, figureNumber, linedSurface, stack, valueAbove } from '../../../theme/fragments';

export const fields = style(stack('4'));

export const range = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const figure = style({
  ...valueAbove,
  gap: vars.space['1'],
  padding: vars.space['3'],
  ...linedSurface('md'),
});

export const figureLabel = style(smallCaption);
export const figureValue = style(figureNumber('lg', 'bold'));

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
  padding: vars.space['5'],
  border: `2px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: vars.color.inkMuted,
  textAlign: 'center',
});

export const contact = style({
  ...stack('3'),
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.line}`,
});
