import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wrappingRow } from '../../../theme/fragments';
import * as shared from '../staff.css';

export const card = style([
  shared.card,
  { selectors: { '&[data-urgent]': { borderColor: vars.color.danger, borderLeftWidth: '6px' } } },
]);

export const header = style(wrappingRow('2', 'center'));

export const source = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const name = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const badges = style(wrappingRow('2'));
