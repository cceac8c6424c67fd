import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dataTable, focusRing, scrollFrame, tableHeaderCell } from '../../theme/fragments';

export const frame = style({
  ...scrollFrame,
  selectors: { '&:focus-visible': focusRing() },
});

export const table = style(dataTable);

export const caption = style({
  captionSide: 'top',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const headerCell = style(tableHeaderCell('3'));

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const totalCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
});
