import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/fragments';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.lineStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}:has(input:checked) &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${switchRoot}:has(input:focus-visible) &`]: focusRing(),
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${switchRoot}:has(input:checked) &`]: { transform: 'translateX(1.25rem)' } },
});
