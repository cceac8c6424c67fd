import { vars } from '../../theme/contract.css';

/** How a text control shows hover, keyboard focus, an invalid value and disabled, read from the given selectors. */
export const controlStates = (on: { hover: string; focus: string; invalid: string; disabled: string }) => ({
  [`&${on.hover}`]: { borderColor: vars.color.ink },
  [`&${on.focus}`]: {
    outline: 'none',
    borderColor: vars.color.focus,
    boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
  },
  [`&${on.invalid}`]: { borderColor: vars.color.danger },
  [`&${on.invalid}${on.focus}`]: { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
  [`&${on.disabled}`]: { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
});

/**
 * The same states for the browser's own controls (text fields, select, date), which have no React Aria data
 * attributes: hover, keyboard focus, invalid and disabled read from the element itself. A plain module, read
 * only when the stylesheets are built, so none of it reaches the browser's JavaScript.
 */
export const nativeControlStates = controlStates({
  hover: ':hover',
  focus: ':focus-visible',
  invalid: '[aria-invalid="true"]',
  disabled: ':disabled',
});
