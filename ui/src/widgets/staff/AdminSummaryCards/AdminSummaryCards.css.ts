import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import * as shared from '../staff.css';
import { media } from '../../../theme/tokens';
import { figureNumber, spacedRow, stack } from '../../../theme/fragments';

export const wrap = style(stack('3'));

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['4'] } },
});

export const card = style([shared.card, { gap: vars.space['2'] }]);

export const label = style({
  ...spacedRow('2'),
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  ...figureNumber('2xl', 'bold'),
  color: vars.color.ink,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
