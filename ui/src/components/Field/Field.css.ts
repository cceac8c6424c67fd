import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlFrame, focusRing, spacedRow, stack } from '../../theme/fragments';

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

const controlBase = {
  width: '100%',
  ...controlFrame,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
} as const;

const placeholderColour = { '&::placeholder': { color: vars.color.inkMuted } } as const;

/**
 * How a control shows hover, keyboard focus, an invalid value and disabled, read from the element itself
 * (ui/README.md, "Styling states"): the browser's own controls and React Aria's, which render real ones.
 */
const controlStates = {
  '&:hover': { borderColor: vars.color.ink },
  '&:focus-visible': { ...focusRing(), borderColor: vars.color.focus },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
} as const;

/** A text field, select or date field, and the button of React Aria's Select. */
export const control = style({ ...controlBase, selectors: { ...placeholderColour, ...controlStates } });

export const multiline = style({ minHeight: '8rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });

/**
 * React Aria's Select button. Its trigger carries no ARIA state for an invalid choice, so that one look reads
 * the mark React Aria puts on the field round it.
 */
export const selectButton = style([
  control,
  {
    ...spacedRow('2'),
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '[data-invalid] > &': { borderColor: vars.color.danger } },
  },
]);

export const placeholder = style({ color: vars.color.inkMuted });

export const choiceGroup = style(stack('2'));

const choiceBase = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
} as const;

const disabledChoice = { color: vars.color.inkMuted, cursor: 'not-allowed' } as const;

const boxBase = {
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
} as const;

const filledBox = { background: vars.color.brand, borderColor: vars.color.brand } as const;

/**
 * A checkbox or radio: a label holding the visually hidden input and the box drawn for it, styled from the
 * input's own state (the site's Checkbox, React Aria's Radio). Positioned, so the hidden input stays inside it.
 */
export const choice = style({
  ...choiceBase,
  position: 'relative',
  selectors: { '&:has(input:disabled)': disabledChoice },
});

export const box = style({
  ...boxBase,
  selectors: {
    [`${choice}:has(input:checked) &, ${choice}:has(input:indeterminate) &`]: filledBox,
    [`${choice}:has(input:focus-visible) &`]: focusRing(),
    [`${choice}:has(input[aria-invalid="true"]) &, [aria-invalid="true"] > ${choice} &`]: {
      borderColor: vars.color.danger,
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { [`${choice}:hover:not(:has(input:checked)) &`]: { borderColor: vars.color.ink } },
    },
  },
});

/** The tick and the dash in the box, each shown only in its state, so the box is right before hydration too. */
export const tick = style({
  display: 'none',
  selectors: { [`${choice}:has(input:checked:not(:indeterminate)) &`]: { display: 'flex' } },
});

export const dash = style({
  display: 'none',
  selectors: { [`${choice}:has(input:indeterminate) &`]: { display: 'flex' } },
});

export const radio = style([box, { borderRadius: vars.radius.full }]);

export const radioDot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.onBrand,
});

const groupLayout = { display: 'flex', alignItems: 'stretch', padding: 0, overflow: 'hidden' } as const;

const focusedFrame = { ...focusRing(), borderColor: vars.color.focus } as const;

/**
 * A text input with buttons inside its border (show password, number steppers, the date field's calendar
 * button), in the same states as a control: focus anywhere inside it outweighs an invalid value.
 */
export const inputGroup = style({
  ...controlBase,
  ...groupLayout,
  selectors: {
    '&:hover': { borderColor: vars.color.ink },
    // Attribute selectors only inside :has(), so each rule weighs the same and the later one wins.
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger },
    '&:focus-within': focusedFrame,
    '&:has(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: 'transparent',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

const groupButtonBase = {
  width: '2.75rem',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
} as const;

/** Hover only where there is a pointer that hovers (docs/decisions/045). */
export const groupButton = style({
  ...groupButtonBase,
  selectors: { '&:disabled': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } } } },
});
