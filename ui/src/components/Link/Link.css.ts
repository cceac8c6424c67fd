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
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-current]': { textDecoration: 'none' },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: {},
      hover: { textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});
