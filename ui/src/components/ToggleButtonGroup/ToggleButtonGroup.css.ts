import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, stack } from '../../theme/fragments';

export const field = style({ ...stack('2'), minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const group = style({
  display: 'flex',
  // Wrapping, not scrolling: on a phone every option stays in view.
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: the comfortable touch target on a phone.
  minHeight: '2.75rem',
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': focusRing(),
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-checked="true"], :disabled)': { background: vars.color.brandSoft } },
    },
  },
});
