import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
  '@media': {
    // A still ring with a gap still reads as "busy" without motion.
    [media.reducedMotion]: { animation: 'none' },
  },
});
