import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bareList, focusRing, stack } from '../../../theme/fragments';

export const slider = style(stack('3'));

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  aspectRatio: '16 / 10',
  touchAction: 'pan-y',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const navigation = style({
  position: 'absolute',
  insetInline: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  justifyContent: 'space-between',
  pointerEvents: 'none',
});

// The bar lets swipes through to the photo; only its buttons take the pointer.
globalStyle(`${navigation} > *`, { pointerEvents: 'auto' });

export const counter = style({
  position: 'absolute',
  right: vars.space['3'],
  bottom: vars.space['3'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.steel,
  color: vars.color.onSteel,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style(stack('1'));
export const captionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const captionText = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space['2'],
  ...bareList,
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  opacity: 0.75,
  aspectRatio: '4 / 3',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand, opacity: 1 },
    '&:focus-visible': focusRing(),
  },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { opacity: 1 } } } },
});
