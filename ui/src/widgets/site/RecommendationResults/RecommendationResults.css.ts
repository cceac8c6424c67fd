import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const results = style({ display: 'grid', gap: vars.space['5'] });

export const header = style({ display: 'grid', gap: vars.space['3'], maxWidth: '40rem' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.normal,
});
