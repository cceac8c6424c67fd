import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { focusRing, plainIconButton, spacedRow, stack } from '../../theme/fragments';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: 'rgb(20 32 43 / 0.55)',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflow: 'auto',
    background: vars.color.surface,
    color: vars.color.ink,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${riseIn} ${vars.duration.normal} ease-out`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    // 2xl (42rem) is the Edit Lead dialog's width (docs/product.md §15.2).
    size: { md: { maxWidth: '28rem' }, '2xl': { maxWidth: vars.size.dialogMaxWidth } },
  },
  defaultVariants: { size: '2xl' },
});

export const dialog = style({
  outline: 'none',
  ...stack('4'),
  padding: vars.space['5'],
});

export const header = style({
  ...spacedRow('3', 'flex-start'),
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({
  ...plainIconButton,
  flexShrink: 0,
  color: vars.color.ink,
  selectors: { '&:focus-visible': focusRing() },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } },
});
