import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, plainIconButton, smallCaption, spacedRow, stack } from '../../theme/fragments';

export const segments = style({ display: 'flex', alignItems: 'center', flex: 1, padding: `0 ${vars.space['3']}` });

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.inkMuted },
    '&[data-type="literal"]': { color: vars.color.inkMuted },
    '&:focus': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const calendar = style(stack('2'));

export const calendarHeader = style({
  ...spacedRow('2'),
});

export const calendarTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const navButton = style({
  ...plainIconButton,
  color: vars.color.ink,
  selectors: { '&:focus-visible': focusRing() },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandSoft } } } },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({ ...smallCaption, paddingBottom: vars.space['1'] });

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  // A day's states are on the day itself and its grid cell (React Aria's aria-selected and aria-disabled).
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '[aria-selected="true"] > &': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': focusRing(),
    '&[aria-disabled="true"]': { color: vars.color.inkMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
  '@media': {
    '(hover: hover)': { selectors: { ':not([aria-selected="true"]) > &:hover': { background: vars.color.brandSoft } } },
  },
});
