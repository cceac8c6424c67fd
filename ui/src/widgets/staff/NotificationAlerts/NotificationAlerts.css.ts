import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as shared from '../staff.css';
import { stack } from '../../../theme/fragments';

export const card = style([shared.card, { borderColor: vars.color.danger }]);
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.danger,
});
export const paragraph = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const problems = style({ margin: `${vars.space['2']} 0 0`, paddingLeft: vars.space['5'] });
export const failure = style({
  ...stack('1'),
  paddingLeft: vars.space['3'],
  borderLeft: `3px solid ${vars.color.danger}`,
});
export const reason = style([paragraph, { color: vars.color.inkMuted }]);
