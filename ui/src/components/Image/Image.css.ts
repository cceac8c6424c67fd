import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  borderRadius: 'inherit',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  gap: vars.space['1'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
