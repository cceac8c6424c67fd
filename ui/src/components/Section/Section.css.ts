import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { wholePageAttribute } from './band-rendering';

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
    // A skipped band is neither styled, laid out nor painted while it is far from the screen, and counts as
    // about a phone's band. Laying the whole home page out twice before its first paint (once more when the
    // site font arrives) was its largest task left (docs/decisions/055, 059).
    skipped: {
      true: {
        selectors: {
          [`html:not([${wholePageAttribute}]) &`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' },
        },
      },
      false: {},
    },
    spacing: {
      regular: {},
      compact: {
        paddingBlock: vars.space['6'],
        '@media': { [media.desktop]: { paddingBlock: vars.space['7'] } },
      },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'regular', skipped: false },
});
