import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const breeze = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  height: '6rem',
  zIndex: vars.zIndex.raised,
  pointerEvents: 'none',
  color: vars.color.brand,
  opacity: 0,
  transition: `opacity ${vars.duration.slow} ease-in-out`,
  selectors: { '&[data-visible]': { opacity: 0.12 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
