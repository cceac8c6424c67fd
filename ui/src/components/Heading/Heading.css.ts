import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    textWrap: 'balance',
  },
  variants: {
    size: {
      display: {
        fontSize: vars.fontSize['4xl'],
        fontWeight: vars.fontWeight.heavy,
        '@media': { [media.desktop]: { fontSize: vars.fontSize['5xl'] } },
      },
      xl: {
        fontSize: vars.fontSize['3xl'],
        fontWeight: vars.fontWeight.bold,
        '@media': { [media.desktop]: { fontSize: vars.fontSize['4xl'] } },
      },
      lg: { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold },
      md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      sm: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
    },
    tone: {
      default: { color: 'inherit' },
      brand: { color: vars.color.brand },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'lg', tone: 'default', align: 'start' },
});
