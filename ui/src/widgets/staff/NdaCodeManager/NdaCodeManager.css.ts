import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { borderedPanel, stack, wrappingRow } from '../../../theme/fragments';

export const manager = style(stack('5'));
export const createRow = style(wrappingRow('3', 'flex-start'));
export const labelField = style({ flex: '1 1 18rem', minWidth: 0 });

export const created = style({ ...stack('2'), ...borderedPanel('success', 'successSoft') });
export const createdTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const createdCode = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  overflowWrap: 'anywhere',
});
export const createdHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });
