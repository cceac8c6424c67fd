import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/fragments';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25em',
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': focusRing(),
      '&[aria-current]': { textDecoration: 'none' },
    },
    // Only where a pointer hovers: a tap on a phone leaves no hover behind.
    '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecorationThickness: '2px' } } } },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: {},
      hover: {
        textDecoration: 'none',
        '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecoration: 'underline' } } } },
      },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
