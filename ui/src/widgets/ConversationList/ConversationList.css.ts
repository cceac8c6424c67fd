import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { columnList } from '../../theme/fragments';

export const list = style(columnList('2'));
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});
export const question = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
