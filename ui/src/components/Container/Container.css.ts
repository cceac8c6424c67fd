import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
  },
  variants: {
    width: {
      narrow: { maxWidth: '48rem' },
      content: { maxWidth: vars.size.contentMaxWidth },
      wide: { maxWidth: '90rem' },
    },
  },
  defaultVariants: { width: 'content' },
});
