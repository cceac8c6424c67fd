import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

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
  opacity: 0,
  transition: `opacity ${vars.duration.slow} ease-out`,
  selectors: { [`${frame}[data-state="loaded"] &`]: { opacity: 1 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
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
