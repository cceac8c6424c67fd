import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList, stack } from '../../../theme/fragments';

export const timeline = style(columnList('4'));
export const event = style({
  position: 'relative',
  paddingLeft: vars.space['5'],
  borderLeft: `2px solid ${vars.color.line}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '0.35rem',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
});
export const line = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const actor = style({ fontWeight: vars.fontWeight.semibold });
export const changes = style({
  ...stack('1'),
  margin: `${vars.space['1']} 0 0`,
  paddingLeft: vars.space['4'],
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const from = style({ color: vars.color.inkMuted, textDecoration: 'line-through' });
export const to = style({ fontWeight: vars.fontWeight.semibold });
export const note = style({
  margin: `${vars.space['1']} 0 0`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
