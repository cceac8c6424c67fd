import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList, stack } from '../../../theme/fragments';

export const view = style({ ...stack('3'), minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const messages = style(columnList('3'));
export const message = style({
  ...stack('1'),
  maxWidth: '85%',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-role="user"]': { alignSelf: 'flex-end', background: vars.color.brandSoft },
  },
});
export const speaker = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.inkMuted,
});
export const content = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
