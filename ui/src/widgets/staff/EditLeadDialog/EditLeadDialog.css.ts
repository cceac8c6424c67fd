import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const who = style({
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
