import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { linedSurface, stack, valueAbove } from '../../theme/fragments';

const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});

// Tiles stay two across on a phone and four across from tablet width, so four stats form one row.
const statsList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

const statsItem = style({
  ...valueAbove,
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  padding: vars.space['4'],
  ...linedSurface('md'),
  borderTop: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

export const variants = {
  list: {
    list,
    item: style({ ...stack('1'), minWidth: 0 }),
    label: style({
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      color: vars.color.inkMuted,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    }),
    value: style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.ink, overflowWrap: 'anywhere' }),
  },
  stats: {
    list: statsList,
    item: statsItem,
    label: style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted }),
    value: style({
      margin: 0,
      fontSize: vars.fontSize['2xl'],
      fontWeight: vars.fontWeight.heavy,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.brand,
      overflowWrap: 'anywhere',
    }),
  },
} as const;
