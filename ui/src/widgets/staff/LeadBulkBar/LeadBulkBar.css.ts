import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linedSurface, wrappingRow } from '../../../theme/fragments';

export const bar = style({
  ...wrappingRow('3', 'flex-end'),
  padding: vars.space['3'],
  ...linedSurface('md', 'surfaceRaised'),
});

export const count = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** A choice and the button that applies it stay together when the bar wraps. */
export const change = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  flex: '1 1 16rem',
  minWidth: 0,
});
export const select = style({ flex: '1 1 10rem', minWidth: 0 });

export const actions = style(wrappingRow('2'));
