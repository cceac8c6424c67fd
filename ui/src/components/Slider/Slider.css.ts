import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/fragments';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  maxWidth: '20rem',
});

export const output = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '2.75rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '4px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.lineStrong,
    },
  },
});

export const fill = style({
  position: 'absolute',
  left: 0,
  top: '50%',
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const thumb = style({
  top: '50%',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:has(input:focus-visible)': focusRing(),
    '&:active': { background: vars.color.brandSoft },
  },
});
