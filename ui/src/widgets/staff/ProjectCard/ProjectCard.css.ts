import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, spacedRow, stack } from '../../../theme/fragments';
import * as shared from '../staff.css';
import { media } from '../../../theme/tokens';

export const section = style(stack('4'));

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  ...bareList,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const item = style({ display: 'flex' });

export const card = style([shared.card, { flex: 1 }]);

export const header = style({ ...spacedRow('2'), flexWrap: 'wrap' });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const over = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const within = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
