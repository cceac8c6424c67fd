import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
