import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `0.125rem ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    // The four variants of the project reports' status badges (docs/product.md §6.3), plus success and warning for lead
    // states.
    variant: {
      default: { background: vars.color.brand, color: vars.color.onBrand },
      secondary: { background: vars.color.timberSoft, color: vars.color.timber },
      outline: { background: vars.color.surface, color: vars.color.ink, borderColor: vars.color.lineStrong },
      destructive: { background: vars.color.danger, color: vars.color.onDanger },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
    },
  },
  defaultVariants: { variant: 'default' },
});
