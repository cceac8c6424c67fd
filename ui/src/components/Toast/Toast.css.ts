import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { bottomDock, focusRing, stack } from '../../theme/fragments';
import { media } from '../../theme/tokens';

const slideIn = keyframes({
  from: { transform: 'translateX(24px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const region = style({
  ...bottomDock,
  gap: vars.space['2'],
  outline: 'none',
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      right: vars.space['5'],
      bottom: vars.space['5'],
      width: vars.size.toastMaxWidth,
    },
  },
});

// The list only carries the semantics; the toasts themselves are the region's flex items.
export const list = style({ display: 'contents', listStyle: 'none' });
export const item = style({ display: 'contents' });

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    maxWidth: vars.size.toastMaxWidth,
    padding: `${vars.space['4']} ${vars.space['4']}`,
    borderRadius: vars.radius.lg,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    touchAction: 'pan-y',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
    selectors: { '&:focus-visible': focusRing() },
  },
  variants: {
    tone: {
      default: { background: vars.color.surface, color: vars.color.ink, borderColor: vars.color.line },
      destructive: { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const content = style({ ...stack('1'), flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.92 });

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  marginTop: `calc(-1 * ${vars.space['1']})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: 'rgb(127 127 127 / 0.18)' } } } },
});
