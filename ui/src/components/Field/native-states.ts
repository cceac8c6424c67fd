import { vars } from '../../theme/contract.css';

/**
 * The same states for the browser's own controls (NativeSelect, NativeDateField), which have no React Aria
 * data attributes: hover, keyboard focus, invalid and disabled read from the element itself. A plain module,
 * read only when the stylesheets are built, so none of it reaches the browser's JavaScript.
 */
export const nativeControlStates = {
  '&:hover': { borderColor: vars.color.ink },
  '&:focus-visible': {
    outline: 'none',
    borderColor: vars.color.focus,
    boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
  },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
  '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
};
