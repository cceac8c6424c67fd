import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/tokens';
import { controlFrame, focusRing, plainIconButton, spacedRow, stack } from '../../../theme/fragments';

/** The closed chat: a pill the floating dock places at its end (docs/decisions/064). */
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `0 ${vars.space['5']}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandStrong } } } },
});

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  inset: 'auto 0 0 0',
  display: 'flex',
  flexDirection: 'column',
  height: 'min(34rem, 85dvh)',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.line}`,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  '@media': {
    [media.tablet]: {
      inset: 'auto',
      right: vars.space['5'],
      bottom: vars.space['5'],
      width: '24rem',
      borderRadius: vars.radius.lg,
    },
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const header = style({
  ...spacedRow('2'),
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: 'inherit',
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });

export const iconButton = style({
  ...plainIconButton,
  color: 'inherit',
  // On the brand-coloured header the theme's focus colour would not stand out: the ring takes the header's text colour.
  selectors: { '&:focus-visible': focusRing('around', 'onBrand') },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: 'rgb(255 255 255 / 0.16)' } } },
  },
});

export const log = style({
  flex: 1,
  overflowY: 'auto',
  ...stack('2'),
  padding: vars.space['4'],
  background: vars.color.surfaceRaised,
});

export const bubble = recipe({
  base: {
    maxWidth: '85%',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      user: {
        alignSelf: 'flex-end',
        background: vars.color.brand,
        color: vars.color.onBrand,
        borderBottomRightRadius: vars.radius.sm,
      },
      assistant: {
        alignSelf: 'flex-start',
        background: vars.color.surface,
        color: vars.color.ink,
        border: `1px solid ${vars.color.line}`,
        borderBottomLeftRadius: vars.radius.sm,
      },
    },
  },
});

export const typing = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  padding: vars.space['1'],
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.line}`,
});

export const input = style({
  ...controlFrame,
  flex: 1,
  maxHeight: '8rem',
  resize: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    // React Aria's text area showed the frame on any focus, a click's too.
    '&:focus': { ...focusRing(), borderColor: vars.color.focus },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted },
  },
});

export const inputField = style({ flex: 1, display: 'flex' });

export const sendButton = style([
  iconButton,
  {
    width: '2.75rem',
    height: '2.75rem',
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
      '&:focus-visible': focusRing(),
    },
    '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } } } },
  },
]);
