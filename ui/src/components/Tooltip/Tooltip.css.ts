import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  zIndex: vars.zIndex.overlay,
  maxWidth: '18rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.steel,
  color: vars.color.onSteel,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});
