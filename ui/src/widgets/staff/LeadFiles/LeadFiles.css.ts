import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, hairlineFrame } from '../../../theme/fragments';

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space['3'],
  ...bareList,
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  ...hairlineFrame('md'),
  background: vars.color.surfaceSunken,
});
