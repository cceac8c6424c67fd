import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as shared from '../admin.css';

export const item = style([shared.card]);
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
