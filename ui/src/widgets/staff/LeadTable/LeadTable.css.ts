import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { dataTable, focusRing, scrollFrame, tableHeaderCell, wrappingRow } from '../../../theme/fragments';

export const frame = style({
  ...scrollFrame,
  // A pending view is marked by its frame and the status line above it; dimming the rows would break contrast.
  selectors: { '&[aria-busy="true"]': { borderColor: vars.color.brand, cursor: 'progress' } },
});

export const table = style({
  ...dataTable,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing('inside') },
});

export const column = style({
  ...tableHeaderCell('2'),
  outline: 'none',
  // A sortable column carries aria-sort (React Aria's Table), 'none' while another column sorts.
  selectors: {
    '&[aria-sort]': { cursor: 'pointer' },
    '&:focus-visible': focusRing('inside'),
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } },
});

export const numericColumn = style([column, { textAlign: 'end' }]);

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/** The sort arrow keeps its place when hidden, so the header does not jump as the sort moves. */
export const sortIcon = style({ display: 'inline-flex', selectors: { '&[data-hidden]': { visibility: 'hidden' } } });

export const row = style({
  outline: 'none',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brandSoft },
    '&:focus-visible': focusRing('inside'),
    '&[data-urgent]': { boxShadow: `inset 3px 0 0 ${vars.color.danger}` },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-selected="true"])': { background: vars.color.surfaceRaised } },
    },
  },
});

export const cell = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing('inside') },
});

export const numericCell = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);
export const nowrap = style([cell, { whiteSpace: 'nowrap' }]);
export const nameCell = style([cell, { minWidth: '10rem', overflowWrap: 'anywhere' }]);
export const checkboxCell = style([cell, { width: '2.5rem' }]);

export const nameLine = style(wrappingRow('1', 'center'));
export const actions = style({ display: 'inline-flex', gap: vars.space['1'] });
export const muted = style({ color: vars.color.inkMuted });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  minHeight: '1.75rem',
  cursor: 'pointer',
});

export const checkboxBox = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.125rem',
  height: '1.125rem',
  border: `2px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}:has(input:checked) &, ${checkbox}:has(input:indeterminate) &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}:has(input:focus-visible) &`]: focusRing(),
  },
  '@media': {
    '(hover: hover)': {
      selectors: { [`${checkbox}:hover:not(:has(input:checked)) &`]: { borderColor: vars.color.ink } },
    },
  },
});

export const empty = style({ padding: vars.space['4'], color: vars.color.inkMuted, textAlign: 'center' });

export const pending = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
