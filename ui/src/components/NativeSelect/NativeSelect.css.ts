import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

/** The chevron sits over the select's right edge; clicks pass through it to the select. */
export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} + 1.5rem)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      '&:hover': { borderColor: vars.color.ink },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 3px ${vars.color.brandSoft}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.inkMuted, cursor: 'not-allowed' },
      // While nothing is chosen the placeholder option shows, in the placeholder colour.
      '&:has(option[value=""]:checked)': { color: vars.color.inkMuted },
    },
  },
]);

export const option = style({ color: vars.color.ink });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.ink,
});
