import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const watermark = style({
  position: 'fixed',
  right: '4vw',
  bottom: '10vh',
  width: 'min(40vw, 22rem)',
  aspectRatio: '1',
  zIndex: vars.zIndex.base,
  color: vars.color.brand,
  opacity: 0.04,
  pointerEvents: 'none',
});
