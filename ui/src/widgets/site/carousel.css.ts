import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing, wrappingRow } from '../../theme/fragments';

/**
 * Shared by the carousels: round icon buttons and dot indicators. They are the browser's own buttons, so a
 * carousel keeps no React Aria state and hydrates without re-rendering (docs/decisions/044); they hover only
 * where a pointer hovers, since a tap on a phone leaves no hover behind.
 */
export const roundButton = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    boxShadow: vars.shadow.md,
    selectors: { '&:focus-visible': focusRing() },
  },
  variants: {
    tone: {
      light: {
        background: vars.color.surface,
        color: vars.color.ink,
        '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandSoft } } } },
      },
      dark: {
        background: vars.color.steel,
        color: vars.color.onSteel,
        '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.ink } } } },
      },
    },
  },
  defaultVariants: { tone: 'light' },
});

export const dots = style({ ...wrappingRow('1'), justifyContent: 'center' });

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  // A 24 px target around an 10 px dot (WCAG 2.5.8).
  width: '1.5rem',
  height: '1.5rem',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: { '&:focus-visible': focusRing() },
  '::after': {
    content: '""',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    background: vars.color.lineStrong,
    transition: `transform ${vars.duration.fast}`,
  },
});

export const dotCurrent = style({ '::after': { background: vars.color.brand, transform: 'scale(1.3)' } });
export const dotOnDark = style({ '::after': { background: 'rgb(255 255 255 / 0.6)' } });
export const dotOnDarkCurrent = style({ '::after': { background: vars.color.onBrand, transform: 'scale(1.3)' } });
