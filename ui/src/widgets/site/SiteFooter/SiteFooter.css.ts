import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { columnList } from '../../../theme/fragments';
import { media } from '../../../theme/tokens';

export const footer = style({ background: vars.color.steel, color: vars.color.onSteel, paddingBlock: vars.space['8'] });

export const inner = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', paddingInline: vars.space['6'] },
    [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
});

export const heading = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const list = style(columnList('2'));
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heavy,
});
export const small = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });
export const bottom = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  marginTop: vars.space['6'],
  paddingInline: vars.space['4'],
  paddingTop: vars.space['4'],
  borderTop: '1px solid rgb(255 255 255 / 0.15)',
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});
export const mark = style({ width: '2.5rem', height: '2.5rem', flexShrink: 0 });
