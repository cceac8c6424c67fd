import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList, linedSurface, wrappingRow } from '../../../theme/fragments';

export const buttons = style(wrappingRow('2'));

/** The camera button is for phones: a desktop's picker has no camera to offer. */
export const cameraOnly = style({ '@media': { '(pointer: fine)': { display: 'none' } } });

export const list = style(columnList('2'));

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  ...linedSurface('md'),
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const refused = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const actions = style({ display: 'flex', gap: vars.space['1'] });
export const wide = style({ gridColumn: '1 / -1' });
