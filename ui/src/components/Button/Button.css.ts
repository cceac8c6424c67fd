import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/fragments';

/**
 * A variant's hovered and pressed look. Button and ButtonLink are the browser's own button and link, so
 * they take the pseudo-classes, hovering only where a pointer hovers (a tap on a phone leaves no hover
 * behind) and never while disabled.
 */
const whenActive = (look: StyleRule) => ({
  selectors: { '&:active:not(:disabled, [aria-disabled="true"])': look },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': look } } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&:active:not(:disabled, [aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:focus-visible': focusRing(),
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      // A pending button is aria-disabled: it keeps the focus and ignores presses.
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ...whenActive({ background: vars.color.brandStrong }),
      },
      secondary: {
        background: vars.color.timber,
        color: vars.color.onTimber,
        ...whenActive({ background: vars.color.steel }),
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        ...whenActive({ background: vars.color.brandSoft }),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        ...whenActive({ background: vars.color.brandSoft }),
      },
      destructive: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        ...whenActive({ background: vars.color.ink }),
      },
    },
    size: {
      sm: { minHeight: '2.25rem', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      // 44 px: the comfortable touch target on a phone.
      md: { minHeight: '2.75rem', padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
