import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import * as shared from '../staff.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const figure = style([shared.card, { minWidth: 0 }]);
/** Past its threshold: the edge and the value in the danger colour, with the words saying so beside them. */
export const red = style([figure, { borderColor: vars.color.danger, borderLeftWidth: '4px' }]);
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const label = style({ margin: 0, flex: '1 1 auto', fontSize: vars.fontSize.md });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const redValue = style([value, { color: vars.color.danger }]);
export const line = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const muted = style([line, { color: vars.color.inkMuted }]);
export const summary = style({ margin: 0, fontWeight: vars.fontWeight.medium });
