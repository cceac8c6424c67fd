import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linedSurface } from '../../../theme/fragments';

export const panel = style({
  maxWidth: '26rem',
  padding: vars.space['5'],
  ...linedSurface('lg'),
  boxShadow: vars.shadow.md,
});
