import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  maxWidth: '26rem',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
