import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { stack } from '../../theme/fragments';

export const card = recipe({
  base: {
    ...stack('3'),
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.ink,
  },
  variants: {
    tone: {
      default: { background: vars.color.surface, border: `1px solid ${vars.color.line}`, boxShadow: vars.shadow.sm },
      raised: { background: vars.color.surfaceRaised, border: `1px solid ${vars.color.line}` },
      highlight: { background: vars.color.timberSoft, border: `1px solid ${vars.color.timber}` },
    },
    padding: { none: {}, md: { padding: vars.space['4'] }, lg: { padding: vars.space['5'] } },
  },
  defaultVariants: { tone: 'default', padding: 'lg' },
});

export const header = style(stack('1'));
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});
export const description = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
