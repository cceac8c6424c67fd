import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

export const breeze = style({
  position: 'fixed',
  left: 0,
  right: 0,
  // Just above the floating widgets' band, which is opaque (docs/decisions/064).
  bottom: vars.size.dockHeight,
  height: '6rem',
  zIndex: vars.zIndex.raised,
  pointerEvents: 'none',
  color: vars.color.brand,
  opacity: 0,
  transition: `opacity ${vars.duration.slow} ease-in-out`,
  selectors: { '&[data-visible]': { opacity: 0.12 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
