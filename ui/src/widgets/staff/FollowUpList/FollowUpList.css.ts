import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import { plainTitle, stack } from '../../../theme/fragments';

export const sections = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const title = style(plainTitle('md'));
export const count = style({ color: vars.color.inkMuted, fontWeight: vars.fontWeight.regular });
export const list = style({ gap: vars.space['2'] });
export const item = style({
  ...stack('1'),
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.line}`,
});
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const empty = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
