import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space['1'], width: '100%' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const value = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  gridColumn: '1 / -1',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  transition: `width ${vars.duration.slow} ease-out`,
});
