import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, spacedRow, stack } from '../../theme/fragments';
import { controlStates } from './native-states';

export const field = style({
  ...stack('1'),
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
    ...controlStates({
      hover: '[data-hovered]',
      focus: '[data-focused]',
      invalid: '[data-invalid]',
      disabled: '[data-disabled]',
    }),
  },
});

export const multiline = style({ minHeight: '8rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const selectButton = style([
  control,
  {
    ...spacedRow('2'),
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
      },
    },
  },
]);

export const placeholder = style({ color: vars.color.inkMuted });

export const choiceGroup = style(stack('2'));

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.05rem',
  border: `2px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${choice}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.ink },
  },
});

export const radio = style([box, { borderRadius: vars.radius.full }]);

export const radioDot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.onBrand,
});

/** A text input with buttons inside its border (number steppers, show password, open calendar). */
export const inputGroup = style([
  control,
  {
    display: 'flex',
    alignItems: 'stretch',
    padding: 0,
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
    },
  },
]);

export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: 'transparent',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

export const groupButton = style({
  width: '2.75rem',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});
