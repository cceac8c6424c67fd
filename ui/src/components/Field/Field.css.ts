import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: '0.15em' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.inkMuted },
    '&[data-hovered]': { borderColor: vars.color.ink },
    '&[data-focused]': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

export const multiline = style({ minHeight: '8rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });
