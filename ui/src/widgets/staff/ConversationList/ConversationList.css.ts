import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList, focusRing, linedSurface, stack } from '../../../theme/fragments';

export const list = style(columnList('2'));
export const item = style({
  ...stack('1'),
  width: '100%',
  padding: vars.space['3'],
  ...linedSurface('md'),
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing(),
    '&[aria-current]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});
export const question = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
