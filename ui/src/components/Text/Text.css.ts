import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { maxWidth: '70ch' },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
    },
    tone: {
      default: { color: 'inherit' },
      muted: { color: vars.color.inkMuted },
      brand: { color: vars.color.brand },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center', marginInline: 'auto' } },
    fullWidth: { true: { maxWidth: 'none' } },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', align: 'start' },
});
