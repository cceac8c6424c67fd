import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { wrappingRow } from '../../../theme/fragments';

/**
 * Google's good / needs improvement / poor as the theme's success, warning and danger pairs, each checked for
 * contrast (ui/src/theme/contrast.ts); the rating is also written out for screen readers and in the legend.
 */
export const figure = recipe({
  base: {
    display: 'inline-block',
    minWidth: '4.5rem',
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    rating: {
      good: { background: vars.color.successSoft, color: vars.color.success },
      'needs-improvement': { background: vars.color.warningSoft, color: vars.color.warning },
      poor: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});

export const legend = style({ ...wrappingRow('3', 'center'), margin: 0, padding: 0, listStyle: 'none' });

export const count = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const target = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
