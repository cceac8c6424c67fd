import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/fragments';

/** The small pill the floating widgets share (performance, visitor statistics); only a button one reacts. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:is(button)': { cursor: 'pointer' }, '&:focus-visible': focusRing() },
  // Only where a pointer hovers: a tap on a phone leaves no hover behind.
  '@media': { '(hover: hover)': { selectors: { '&:is(button):hover': { borderColor: vars.color.brand } } } },
});
