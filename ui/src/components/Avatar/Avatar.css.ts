import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.02em',
    userSelect: 'none',
  },
  variants: {
    size: {
      md: { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.fontSize.xl },
    },
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      timber: { background: vars.color.timber, color: vars.color.onTimber },
      steel: { background: vars.color.steel, color: vars.color.onSteel },
      pine: { background: vars.color.success, color: vars.color.onBrand },
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});
