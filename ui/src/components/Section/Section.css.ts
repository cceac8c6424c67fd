import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const section = recipe({
  base: {
    paddingBlock: vars.space['8'],
    '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } },
  },
  variants: {
    tone: {
      default: { background: vars.color.surface, color: vars.color.ink },
      raised: { background: vars.color.surfaceRaised, color: vars.color.ink },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      steel: { background: vars.color.steel, color: vars.color.onSteel },
    },
    spacing: {
      regular: {},
      compact: {
        paddingBlock: vars.space['6'],
        '@media': { [media.desktop]: { paddingBlock: vars.space['7'] } },
      },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'regular' },
});
