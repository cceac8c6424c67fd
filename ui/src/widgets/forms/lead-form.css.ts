import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stack } from '../../theme/fragments';

/** The note that stays after a successful submit, until the visitor starts a new fill. */
export const confirmation = style({
  ...stack('1'),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const confirmationTitle = style({ fontWeight: vars.fontWeight.bold });
